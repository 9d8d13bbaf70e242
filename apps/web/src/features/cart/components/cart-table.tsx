import { cartLimitMessages, lineCap, maxLineQuantity } from '@shop/shared/cart-constants';
import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { Link } from 'react-router';
import { HeaderRow } from '../../../components/list/data-table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  type CartLine,
  cartLineTotal,
  cartTotal,
  removeFromCart,
  setQuantity,
} from '../../../lib/cart/cart-store.ts';
import { formatEuro } from '../../../lib/format.ts';
import { priceMessages } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { cartPageMessages as t } from '../messages.ts';

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg border border-stone-300 bg-white text-ink hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40';

/** Why '+' stops here, when it does: the product's maximum per order, or its stock. */
function capNote(line: CartLine): string | null {
  const max = maxLineQuantity(line);
  if (line.quantity < max) return null;
  return lineCap(line) === 'stock' ? cartLimitMessages.maxInStock(max) : cartLimitMessages.maxPerOrder(max);
}

function CartRow({ line }: { line: CartLine }) {
  const note = capNote(line);
  const noteId = `cart-cap-${line._id}`;
  return (
    <tr className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-2 border-b border-stone-200 py-3 sm:table-row sm:py-0 sm:align-middle">
      <th scope="row" className="col-span-2 text-left font-semibold sm:table-cell sm:py-3 sm:pr-4">
        <Link to={paths.product(line.slug)} className="text-accent-700 hover:underline">
          {line.title}
        </Link>
      </th>
      <td className="col-start-1 row-start-2 sm:table-cell sm:py-3 sm:pr-4">
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={iconButton}
            aria-label={t.decrease(line.title)}
            onClick={() => setQuantity(line._id, line.quantity - 1)}
          >
            <Minus size={16} aria-hidden />
          </button>
          <output aria-label={t.quantityOf(line.title)} className="min-w-8 text-center tabular-nums">
            {line.quantity}
          </output>
          <button
            type="button"
            className={iconButton}
            aria-label={t.increase(line.title)}
            onClick={() => setQuantity(line._id, line.quantity + 1)}
            disabled={note !== null}
            aria-describedby={note ? noteId : undefined}
          >
            <Plus size={16} aria-hidden />
          </button>
        </div>
        {note && (
          <p id={noteId} className="mt-1 text-xs text-stone-600">
            {note}
          </p>
        )}
      </td>
      <td className="col-start-1 row-start-3 text-sm text-stone-700 tabular-nums sm:table-cell sm:py-3 sm:pr-4 sm:text-right sm:text-base sm:text-ink">
        {formatEuro(line.price)}
        <span className="sm:hidden"> {t.perItem}</span>
      </td>
      <td className="col-start-2 row-start-2 text-right font-semibold tabular-nums sm:table-cell sm:py-3 sm:pr-4">
        {formatEuro(cartLineTotal(line))}
      </td>
      <td className="col-start-2 row-start-3 text-right sm:table-cell sm:py-3">
        <Button
          variant="ghost"
          aria-label={t.remove(line.title)}
          title={t.removeLabel}
          onClick={() => removeFromCart(line._id)}
        >
          <Trash2 size={16} aria-hidden />
          <span className="hidden sm:inline">{t.removeLabel}</span>
        </Button>
      </td>
    </tr>
  );
}

/** Title, −/+ quantity, unit price, line total and remove per line; the total underneath. */
export function CartTable({ lines }: { lines: readonly CartLine[] }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white px-4">
      <table className="w-full sm:text-base">
        <thead className="hidden sm:table-header-group">
          <HeaderRow
            className="border-b border-stone-300 text-left text-xs uppercase tracking-wide text-stone-600"
            cells={[
              { label: t.product, className: 'py-3 pr-4' },
              { label: t.quantity, className: 'py-3 pr-4' },
              { label: t.unitPrice, className: 'py-3 pr-4 text-right' },
              { label: t.lineTotal, className: 'py-3 pr-4 text-right' },
              { label: t.actions, hidden: true, className: 'py-3 text-right' },
            ]}
          />
        </thead>
        <tbody>
          {lines.map((line) => (
            <CartRow key={line._id} line={line} />
          ))}
        </tbody>
        <tfoot>
          <tr className="flex items-center justify-between sm:table-row">
            <th scope="row" colSpan={3} className="py-4 pr-4 text-left text-base sm:table-cell sm:text-right">
              {t.total} <span className="text-sm text-stone-600">{priceMessages.inclVat}</span>
            </th>
            <td
              className="py-4 text-right text-lg font-bold tabular-nums sm:table-cell sm:pr-4"
              data-testid="cart-total"
            >
              {formatEuro(cartTotal(lines))}
            </td>
            <td className="hidden sm:table-cell" />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
