import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface Column<Row> {
  header: string;
  /** The header is read by screen readers only (e.g. an actions column). */
  hideHeader?: boolean;
  /** The cell that names its row: a row header (<th scope="row">). */
  rowHeader?: boolean;
  /** Where rows stack as cards (small screens), the header is shown before the value. */
  cardLabel?: boolean;
  align?: 'right';
  /** Extra classes of the column's cells. */
  className?: string;
  cell(row: Row): ReactNode;
}

/** An e-mail address as a column: a long one breaks anywhere rather than widen the table. */
export function emailColumn<Row>(
  header: string,
  email: (row: Row) => string,
  options: Pick<Column<Row>, 'rowHeader'> = {},
): Column<Row> {
  return { header, ...options, cell: (row) => <span className="break-all">{email(row)}</span> };
}

/** An admin list's last column: a link to the row's own page, named for the row to screen readers. */
export function viewColumn<Row>({
  header,
  label,
  to,
  ariaLabel,
}: {
  header: string;
  label: string;
  to: (row: Row) => string;
  ariaLabel: (row: Row) => string;
}): Column<Row> {
  return {
    header,
    hideHeader: true,
    cell: (row) => (
      <Link className="font-semibold text-teal-brand underline" to={to(row)} aria-label={ariaLabel(row)}>
        {label}
      </Link>
    ),
  };
}

export interface HeaderCell {
  label: string;
  /** Read by screen readers only. */
  hidden?: boolean;
  className?: string;
}

/** A table's row of column headers. */
export function HeaderRow({ cells, className }: { cells: readonly HeaderCell[]; className?: string }) {
  return (
    <tr className={className}>
      {cells.map(({ label, hidden, className: cellClassName }) => (
        <th key={label} scope="col" className={cellClassName}>
          {hidden ? <span className="sr-only">{label}</span> : label}
        </th>
      ))}
    </tr>
  );
}

interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey(row: Row, index: number): string;
  /** The one row shown when there are no rows, e.g. 'Geen bestellingen gevonden.' */
  empty?: string;
  /** The table's name for screen readers, when no heading names it. */
  caption?: string;
  /** A closing row under the last column, e.g. the total. */
  footer?: { label: string; value: ReactNode };
}

const right = (align: Column<unknown>['align']) => (align === 'right' ? 'md:text-right' : '');

/** A list as a table on wide screens and as one card per row on small ones. */
export function DataTable<Row>({ columns, rows, rowKey, empty, caption, footer }: DataTableProps<Row>) {
  return (
    <div className="md:overflow-x-auto md:rounded-xl md:bg-white md:ring-1 md:ring-stone-200">
      <table className="block w-full text-left text-sm md:table">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="hidden border-b border-stone-200 bg-stone-50 text-xs uppercase tracking-wide text-stone-600 md:table-header-group">
          <HeaderRow
            cells={columns.map(({ header, hideHeader, align }) => ({
              label: header,
              hidden: hideHeader,
              className: `px-4 py-3 ${align === 'right' ? 'text-right' : ''}`,
            }))}
          />
        </thead>
        <tbody className="grid gap-4 md:table-row-group md:divide-y md:divide-stone-100">
          {rows.length === 0 && empty ? (
            <tr className="block rounded-xl bg-white ring-1 ring-stone-200 md:table-row md:ring-0">
              <td colSpan={columns.length} className="block p-8 text-center text-stone-700 md:table-cell">
                <span role="status">{empty}</span>
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr
                key={rowKey(row, index)}
                className="block rounded-xl bg-white p-4 shadow-xs ring-1 ring-stone-200 md:table-row md:rounded-none md:p-0 md:shadow-none md:ring-0"
              >
                {columns.map(({ header, rowHeader, cardLabel, align, className = '', cell }) => {
                  const Cell = rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={header}
                      scope={rowHeader ? 'row' : undefined}
                      className={`block py-1 md:table-cell md:px-4 md:py-3 ${rowHeader ? 'font-semibold text-ink' : ''} ${right(align)} ${className}`}
                    >
                      {cardLabel && (
                        <span className="mr-2 font-semibold text-stone-600 md:hidden">{header}:</span>
                      )}
                      {cell(row)}
                    </Cell>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
        {footer && (
          <tfoot className="block md:table-footer-group">
            <tr className="flex justify-between gap-4 px-4 py-3 md:table-row md:border-t md:border-stone-200 md:p-0">
              <th scope="row" colSpan={columns.length - 1} className="md:px-4 md:py-3 md:text-right">
                {footer.label}
              </th>
              <td className="font-semibold md:px-4 md:py-3 md:text-right">{footer.value}</td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
