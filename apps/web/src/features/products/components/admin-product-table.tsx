import { type Product, productMessages } from '@shop/shared/product';
import { type Column, DataTable } from '../../../components/list/data-table.tsx';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { formatEuro } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { adminProductMessages as labels } from '../admin-messages.ts';
import { discountLabel } from './discount-label.ts';

function StatusBadge({ isPublished }: { isPublished: boolean }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        isPublished ? 'bg-emerald-100 text-emerald-800' : 'bg-stone-200 text-stone-700'
      }`}
    >
      {isPublished ? labels.published : labels.hidden}
    </span>
  );
}

/** The admin's product rows with price, stock, status, discount, and edit, info and delete. */
export function AdminProductTable({
  products,
  deletingId,
  onDelete,
}: {
  products: readonly Product[];
  deletingId: string | undefined;
  onDelete: (product: Product) => void;
}) {
  const columns: Column<Product>[] = [
    { header: labels.columns.title, rowHeader: true, cell: (product) => product.title },
    {
      header: labels.columns.price,
      cardLabel: true,
      align: 'right',
      className: 'tabular-nums',
      cell: (product) => formatEuro(product.price),
    },
    {
      header: labels.columns.stock,
      cardLabel: true,
      align: 'right',
      className: 'tabular-nums',
      cell: (product) => product.stock,
    },
    {
      header: labels.columns.status,
      cardLabel: true,
      cell: (product) => <StatusBadge isPublished={product.isPublished} />,
    },
    {
      header: labels.columns.discount,
      cardLabel: true,
      cell: (product) => discountLabel(product.discount) ?? labels.noDiscount,
    },
    {
      header: labels.columns.actions,
      hideHeader: true,
      cell: (product) => (
        <div className="flex flex-wrap gap-2 pt-2 md:justify-end md:pt-0">
          <LinkButton to={paths.admin.editProduct(product._id)} variant="secondary">
            {labels.edit}
            <span className="sr-only"> {product.title}</span>
          </LinkButton>
          <LinkButton to={paths.admin.product(product._id)} variant="ghost">
            {labels.info}
            <span className="sr-only"> {product.title}</span>
          </LinkButton>
          <Button variant="danger" disabled={deletingId === product._id} onClick={() => onDelete(product)}>
            {labels.delete}
            <span className="sr-only"> {product.title}</span>
          </Button>
        </div>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={products}
      rowKey={(product) => product._id}
      empty={productMessages.noProducts}
    />
  );
}
