import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { products } from './products.ts';
import { users } from './users.ts';

/** A logged-in buyer's cart, one line per product (a guest's cart lives in the browser). */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('cart_items_user_product_unique').on(t.userId, t.productId),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * The coupon code a logged-in buyer applied to the cart (decision 055), as typed and normalised:
 * kept as text, so a code deleted or switched off later still shows in the cart with its reason.
 */
export const cartCoupons = pgTable('cart_coupons', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text().notNull(),
  updatedAt: updatedAt(),
});
