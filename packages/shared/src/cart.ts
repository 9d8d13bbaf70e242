import { z } from 'zod';
import { MAX_CART_QUANTITY } from './cart-constants.ts';
import { discountSchema } from './product.ts';

export {
  cartLimitMessages,
  DEFAULT_MAX_PER_ORDER,
  lineCap,
  MAX_CART_QUANTITY,
  maxLineQuantity,
  maxPerOrderOf,
} from './cart-constants.ts';

export const cartMessages = {
  loginToAdd: 'Log in om iets toe te voegen aan je winkelwagen',
  empty: 'Je winkelwagen is leeg.',
  unavailable: (title: string) => `${title} is niet meer beschikbaar en is uit je winkelwagen gehaald.`,
  /** The same, for a line whose title this browser never saw (the cart was filled elsewhere). */
  unavailableUnnamed: 'Een product is niet meer beschikbaar en is uit je winkelwagen gehaald.',
} as const;

/** A cart line as the API answers it: the current product, its price after discount, and the quantity. */
export const availableCartItemSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  /** Unit price after discount, in euros. */
  price: z.number(),
  originalPrice: z.number(),
  discount: discountSchema.nullable(),
  stock: z.number().int(),
  /** The most one order may hold of this product. */
  maxPerOrder: z.number().int(),
  quantity: z.number().int().min(1),
  available: z.literal(true),
});
export type AvailableCartItem = z.infer<typeof availableCartItemSchema>;

/**
 * A line whose product was hidden after it went into the cart: only its id and quantity, nothing
 * of the product (its title, price and stock are no longer public). Checkout leaves it out.
 */
export const unavailableCartItemSchema = z.object({
  _id: z.string(),
  quantity: z.number().int().min(1),
  available: z.literal(false),
});
export type UnavailableCartItem = z.infer<typeof unavailableCartItemSchema>;

export const cartItemSchema = z.discriminatedUnion('available', [
  availableCartItemSchema,
  unavailableCartItemSchema,
]);
export type CartItem = z.infer<typeof cartItemSchema>;

/** POST /cart: only product ids and quantities count; any price the browser sends is ignored. */
export const cartSaveSchema = z.object({
  items: z
    .array(
      z.looseObject({
        _id: z.uuid(),
        quantity: z.number().int().min(1).max(MAX_CART_QUANTITY),
      }),
    )
    .max(100),
});
export type CartSave = z.infer<typeof cartSaveSchema>;
