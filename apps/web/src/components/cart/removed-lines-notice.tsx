import { cartMessages } from '@shop/shared/cart';
import type { RemovedLine } from '../../lib/cart/cart-store.ts';
import { Alert } from '../ui/alert.tsx';

/** Names the cart lines taken out because their product is no longer available. */
export function RemovedLinesNotice({ removed }: { removed: readonly RemovedLine[] }) {
  if (removed.length === 0) return null;
  return (
    <Alert tone="info" className="mb-4">
      <ul>
        {removed.map((line) => (
          <li key={line._id}>
            {line.title === null ? cartMessages.unavailableUnnamed : cartMessages.unavailable(line.title)}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
