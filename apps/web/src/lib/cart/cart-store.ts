import type { AvailableCartItem, CartItem } from '@shop/shared/cart';
import { maxLineQuantity, maxPerOrderOf } from '@shop/shared/cart-constants';
import { discountedPriceCents, linesTotal, lineTotal, toCents, toEuros } from '@shop/shared/money';
import type { Product } from '@shop/shared/product';
import { useSyncExternalStore } from 'react';
import { api } from '../api-client.ts';
import { readSession } from '../auth-storage.ts';

/**
 * The cart: the one client-side store (CONVENTIONS web 2). Adding, removing and changing
 * quantities happen here at once (spec 4); while a user is logged in every change is saved to
 * the server (POST /cart, only ids and quantities count there), in order, failures only logged.
 *
 * A cart that was not loaded is never written back (decision 037): until the logged-in user's
 * server cart has been read once, changes stay here and nothing is sent; a failed load is kept
 * (its error, for the page to show) instead of counting as an empty cart, and the next load
 * merges what was added here meanwhile into the server's cart before saving again.
 */
export type CartLine = AvailableCartItem;

/** A line taken out because its product was hidden; its title when this browser had seen it. */
export interface RemovedLine {
  _id: string;
  title: string | null;
}

const NO_LINES: readonly CartLine[] = [];
let lines: readonly CartLine[] = NO_LINES;
/** Hidden lines the server cart still held at the last load, until a page has named them. */
let removedLines: readonly RemovedLine[] = [];
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function emit() {
  for (const listener of listeners) listener();
}

/** Where the logged-in user's server cart stands: only a loaded cart is ever saved back. */
export interface CartLoad {
  /** The server cart has been read since login (or this page load): saves may go out. */
  loaded: boolean;
  /** A read is on its way. */
  loading: boolean;
  /** Why the last read failed (a route lock, an outage, no network), until one succeeds. */
  failure: unknown;
}

const NOT_LOADED: CartLoad = { loaded: false, loading: false, failure: null };
let load: CartLoad = NOT_LOADED;

function setLoad(next: Partial<CartLoad>) {
  load = { ...load, ...next };
  emit();
}

let saving: Promise<void> = Promise.resolve();

/** Saves the cart for the logged-in user; changes are sent one after the other, newest last. */
function saveToServer(snapshot: readonly CartLine[]) {
  if (!readSession()) return;
  if (!load.loaded) {
    // Never write back a cart that was not read: the change waits here for the next load.
    if (!load.loading) void loadCart();
    return;
  }
  const items = snapshot.map(({ _id, quantity }) => ({ _id, quantity }));
  saving = saving
    .then(() => (items.length > 0 ? api.post('/cart', { items }) : api.delete('/cart')))
    .then(
      () => undefined,
      (error: unknown) => console.error('Winkelwagen opslaan mislukt', error),
    );
}

function setLines(next: readonly CartLine[], { save = true } = {}) {
  lines = next;
  emit();
  if (save) saveToServer(next);
}

/** The line a product becomes in the cart: its price after discount, quantity 1. */
export function productToCartLine(product: Product): CartLine {
  return {
    _id: product._id,
    slug: product.slug,
    title: product.title,
    image: product.image,
    price: toEuros(discountedPriceCents(toCents(product.price), product.discount)),
    originalPrice: product.price,
    discount: product.discount,
    stock: product.stock,
    maxPerOrder: product.maxPerOrder,
    quantity: 1,
    available: true,
  };
}

/**
 * Adds one: a product already in the cart goes up by 1, otherwise it is added with quantity 1.
 * Answers false when the cart already holds the most it can take of it.
 */
export function addToCart(product: Product): boolean {
  const existing = lines.find((line) => line._id === product._id);
  if (!existing) {
    setLines([...lines, productToCartLine(product)]);
    return true;
  }
  if (existing.quantity >= maxLineQuantity(product)) return false;
  setQuantity(product._id, existing.quantity + 1);
  return true;
}

/** Sets a line's quantity; 0 or less removes the line. */
export function setQuantity(productId: string, quantity: number): void {
  if (quantity <= 0) {
    removeFromCart(productId);
    return;
  }
  const next = lines.map((line) =>
    line._id === productId
      ? { ...line, quantity: Math.min(Math.floor(quantity), maxLineQuantity(line)) }
      : line,
  );
  setLines(next);
}

export function removeFromCart(productId: string): void {
  if (!lines.some((line) => line._id === productId)) return;
  setLines(lines.filter((line) => line._id !== productId));
}

/**
 * Empties the cart here. With `{ server: true }` (a paid order, a "clear cart" button) the
 * logged-in user's server cart is deleted too; logout only forgets the local copy, so the
 * user finds the cart again at the next login.
 */
export function clearCart({ server = false }: { server?: boolean } = {}): void {
  removedLines = [];
  if (!server) load = NOT_LOADED;
  if (lines.length > 0) setLines([], { save: false });
  else emit();
  if (server) saveToServer([]);
}

/**
 * The server's lines with those added here before it was read: a line in both keeps the larger
 * quantity (within the stock the server names), a line only here is added after the server's.
 */
function mergeLocal(server: readonly CartLine[], local: readonly CartLine[]): CartLine[] {
  const merged = server.map((line) => {
    const mine = local.find((candidate) => candidate._id === line._id);
    return mine && mine.quantity > line.quantity
      ? { ...line, quantity: Math.min(mine.quantity, maxLineQuantity(line)) }
      : line;
  });
  const onlyHere = local.filter((line) => !server.some((candidate) => candidate._id === line._id));
  return [...merged, ...onlyHere];
}

/**
 * Reads the logged-in user's server cart (GET /cart), after the queued saves have landed so the
 * answer includes them. The first read since login merges what was added here meanwhile and saves
 * the result once; a later read replaces the local cart unless a change was made while it ran.
 * Lines whose product was hidden meanwhile are kept aside for `takeRemovedLines`, named with the
 * title this browser knew. A failure is kept in `CartLoad.failure`: the cart here stays as it is.
 */
export async function loadCart(): Promise<void> {
  if (!readSession()) return;
  setLoad({ loading: true });
  try {
    await saving;
    const before = lines;
    const items = await api.get<unknown>('/cart');
    if (!Array.isArray(items)) throw new Error('GET /cart gaf geen lijst terug');
    // Logged out meanwhile: this answer belongs to nobody here any more.
    if (!readSession()) return;
    const answered = items as CartItem[];
    const firstLoad = !load.loaded;
    // A change made meanwhile to a loaded cart is newer than this answer and keeps its say.
    if (!firstLoad && lines !== before) {
      setLoad({ loading: false, failure: null });
      return;
    }
    const hidden = answered.filter((item) => !item.available);
    removedLines = [
      ...removedLines.filter((line) => !hidden.some((item) => item._id === line._id)),
      ...hidden.map(({ _id }) => ({
        _id,
        title:
          lines.find((line) => line._id === _id)?.title ??
          removedLines.find((line) => line._id === _id)?.title ??
          null,
      })),
    ];
    // A line above its product's maximum per order (lowered since) comes down to it, and is saved.
    const available = answered.filter((item) => item.available);
    const capped = available.map((item) =>
      item.quantity > maxPerOrderOf(item) ? { ...item, quantity: maxPerOrderOf(item) } : item,
    );
    const local = lines.filter((line) => !hidden.some((item) => item._id === line._id));
    const next = firstLoad ? mergeLocal(capped, local) : capped;
    load = { loaded: true, loading: false, failure: null };
    const changedHere = next.length !== available.length || next.some((line, at) => line !== available[at]);
    setLines(next, { save: changedHere });
  } catch (error) {
    console.error('Winkelwagen laden mislukt', error);
    setLoad({ loading: false, failure: error });
  }
}

/**
 * The lines taken out because their product is no longer available (hidden), once: the server
 * cart is saved without them, and the page says which ones went.
 */
export function takeRemovedLines(): RemovedLine[] {
  const taken = [...removedLines];
  removedLines = [];
  if (taken.length > 0) saveToServer(lines);
  return taken;
}

export function getCartLines(): readonly CartLine[] {
  return lines;
}

export function getCartLoad(): CartLoad {
  return load;
}

/** Whether the server cart has been read, is being read, or why it could not be. */
export function useCartLoad(): CartLoad {
  return useSyncExternalStore(subscribe, getCartLoad, () => NOT_LOADED);
}

export function useCartLines(): readonly CartLine[] {
  // The server renders an empty cart; so does hydration, before the browser's own lines show.
  return useSyncExternalStore(subscribe, getCartLines, () => NO_LINES);
}

/** Sum of the quantities in the cart (the header badge). */
export function useCartItemCount(): number {
  return useCartLines().reduce((sum, line) => sum + line.quantity, 0);
}

/** One line's price × quantity, in euros. */
export function cartLineTotal(line: Pick<CartLine, 'price' | 'quantity'>): number {
  return lineTotal(line.price, line.quantity);
}

/** Sum of price × quantity, in euros. */
export function cartTotal(cartLines: readonly CartLine[]): number {
  return linesTotal(cartLines);
}

/** Waits until every queued save has reached the server (before checkout). */
export function cartSaved(): Promise<void> {
  return saving;
}
