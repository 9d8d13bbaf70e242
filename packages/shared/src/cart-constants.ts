/**
 * The cart's limits without zod, so the browser's first bundle (which holds the cart store) stays
 * small; cart.ts re-exports them with the schemas.
 */

/** The most of one product a cart line holds; the server caps a saved line at it. */
export const MAX_CART_QUANTITY = 99;

/** What one order may hold of a product unless the admin sets otherwise (decision 035). */
export const DEFAULT_MAX_PER_ORDER = 10;

/**
 * The most of one product one order may hold: the product's own maximum, never more than
 * MAX_CART_QUANTITY. The server refuses a cart or a checkout above it.
 */
export function maxPerOrderOf(product: { maxPerOrder: number }): number {
  return Math.min(MAX_CART_QUANTITY, product.maxPerOrder);
}

/**
 * The most of one product a cart line takes: its maximum per order, and its stock when it has any
 * left (a sold-out line keeps its quantity until checkout says so). The browser's cart asks this.
 */
export function maxLineQuantity(line: { stock: number; maxPerOrder: number }): number {
  const perOrder = maxPerOrderOf(line);
  return line.stock > 0 ? Math.min(perOrder, line.stock) : perOrder;
}

/** Why a line cannot go higher: the product's maximum per order, or its stock. */
export function lineCap(line: { stock: number; maxPerOrder: number }): 'perOrder' | 'stock' {
  return line.stock > 0 && line.stock < maxPerOrderOf(line) ? 'stock' : 'perOrder';
}

export const cartLimitMessages = {
  maxPerOrder: (max: number) => `Maximaal ${max} per bestelling`,
  maxInStock: (max: number) => `Niet meer dan ${max} op voorraad`,
  /** The server's answer to a cart or checkout above a product's maximum. */
  overMaxPerOrder: (title: string, max: number) =>
    `Je kunt maximaal ${max} stuks van ${title} per bestelling kopen.`,
} as const;
