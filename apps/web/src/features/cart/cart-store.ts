import { useSyncExternalStore } from 'react';

/**
 * The cart: the one client-side store (CONVENTIONS web 2).
 * Placeholder: the cart issue fills in the items, adding/removing and the server sync. The two
 * exports the rest of the app already uses are `clearCart()` (run on logout) and
 * `useCartItemCount()` (the header badge).
 */
export interface CartLine {
  _id: string;
  quantity: number;
}

let lines: readonly CartLine[] = [];
const listeners = new Set<() => void>();

function setLines(next: readonly CartLine[]) {
  lines = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Empties the local cart (logout, paid order). */
export function clearCart(): void {
  if (lines.length > 0) setLines([]);
}

/** Sum of the quantities in the cart. */
export function useCartItemCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => lines.reduce((sum, line) => sum + line.quantity, 0),
    () => 0,
  );
}
