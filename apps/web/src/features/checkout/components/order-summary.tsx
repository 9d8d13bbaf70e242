import { Panel } from '../../../components/ui/panel.tsx';
import { type CartLine, cartLineTotal, cartTotal } from '../../../lib/cart/cart-store.ts';
import { formatEuro } from '../../../lib/format.ts';
import { checkoutMessages as t } from '../messages.ts';

/** What is being bought: one row per line and the total. */
export function OrderSummary({ lines }: { lines: readonly CartLine[] }) {
  return (
    <Panel title={t.summary}>
      <ul className="divide-y divide-stone-200">
        {lines.map((line) => (
          <li key={line._id} className="flex justify-between gap-4 py-2">
            <span>{t.lineOf(line.quantity, line.title)}</span>
            <span className="tabular-nums">{formatEuro(cartLineTotal(line))}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex justify-between border-t border-stone-300 pt-3 text-lg font-bold">
        <span>{t.total}</span>
        <span className="tabular-nums">{formatEuro(cartTotal(lines))}</span>
      </p>
    </Panel>
  );
}
