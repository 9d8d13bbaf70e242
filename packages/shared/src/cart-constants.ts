/**
 * The cart's limits without zod, so the browser's first bundle (which holds the cart store) stays
 * small; cart.ts re-exports them with the schemas.
 */

/** The most of one product a cart line holds; the server caps a saved line at it. */
export const MAX_CART_QUANTITY = 99;
