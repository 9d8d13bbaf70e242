import { type Coupon, couponMessages } from '@shop/shared/coupon';
import { type Column, DataTable } from '../../../components/list/data-table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatCalendarDay } from '../../../lib/admin-format.ts';
import { formatEuro } from '../../../lib/format.ts';
import { couponPageMessages as m } from '../messages.ts';

/** What the code takes off: '10%', '€ 5,00' or free shipping, as the admin set it. */
function discountOf(coupon: Coupon): string {
  if (coupon.kind === 'percentage') return `${coupon.percentOff}%`;
  if (coupon.kind === 'fixed') return formatEuro(coupon.amountOff ?? 0);
  return m.freeShipping;
}

function periodOf({ validFrom, validTo }: Coupon): string {
  if (validFrom && validTo) return m.between(formatCalendarDay(validFrom), formatCalendarDay(validTo));
  if (validFrom) return m.from(formatCalendarDay(validFrom));
  if (validTo) return m.until(formatCalendarDay(validTo));
  return m.always;
}

function conditionsOf(coupon: Coupon): string {
  const conditions = [
    coupon.minimumOrder === null ? null : m.minimum(formatEuro(coupon.minimumOrder)),
    coupon.perCustomerLimit === null ? null : m.perCustomer(coupon.perCustomerLimit),
    coupon.firstOrderOnly ? m.firstOrder : null,
  ].filter((condition) => condition !== null);
  return conditions.length === 0 ? m.none : conditions.join(', ');
}

interface CouponTableProps {
  coupons: Coupon[];
  deletingId: string | undefined;
  onEdit(coupon: Coupon): void;
  onDelete(coupon: Coupon): void;
}

/** The codes of one page: what each takes off, when, on what conditions, how often it was used. */
export function CouponTable({ coupons, deletingId, onEdit, onDelete }: CouponTableProps) {
  const columns: Column<Coupon>[] = [
    { header: m.columns.code, rowHeader: true, cell: (coupon) => coupon.code },
    { header: m.columns.discount, cardLabel: true, cell: discountOf },
    { header: m.columns.period, cardLabel: true, cell: periodOf },
    { header: m.columns.conditions, cardLabel: true, cell: conditionsOf },
    {
      header: m.columns.used,
      cardLabel: true,
      align: 'right',
      cell: (coupon) => m.used(coupon.timesUsed, coupon.usageLimit),
    },
    {
      header: m.columns.status,
      cardLabel: true,
      cell: (coupon) => (coupon.isActive ? m.active : m.inactive),
    },
    {
      header: m.columns.actions,
      hideHeader: true,
      cell: (coupon) => (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" aria-label={m.editLabel(coupon)} onClick={() => onEdit(coupon)}>
            {m.edit}
          </Button>
          <Button
            variant="danger"
            aria-label={m.deleteLabel(coupon)}
            disabled={deletingId === coupon._id}
            onClick={() => onDelete(coupon)}
          >
            {m.delete}
          </Button>
        </div>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={coupons}
      rowKey={(coupon) => coupon._id}
      empty={couponMessages.empty}
    />
  );
}
