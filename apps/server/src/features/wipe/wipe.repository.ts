import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { blogPosts } from '../../db/schema/blog.ts';
import { cartCoupons, cartItems } from '../../db/schema/cart.ts';
import { comments } from '../../db/schema/comments.ts';
import { contactMessages } from '../../db/schema/contact.ts';
import { couponRedemptions } from '../../db/schema/coupons.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { users } from '../../db/schema/users.ts';
import { webhookEvents } from '../../db/schema/webhooks.ts';
import type { Transaction } from '../../db/types.ts';

/**
 * The deletes of a wipe, one per entity, each in the caller's transaction. What depends on the
 * wiped rows goes with them through the schema's foreign keys (cascade or set null); what the
 * keys cannot express is done here.
 */

const count = async (rows: Promise<unknown[]>) => (await rows).length;

/** Accounts that are not admins; their addresses, sessions, carts, likes and notifications go too. */
export const deleteNonAdminUsers = (tx: Transaction) =>
  count(tx.delete(users).where(ne(users.role, 'admin')).returning({ id: users.id }));

/** Products; cart lines go with them, order lines keep their title and price without the link. */
export const deleteProducts = (tx: Transaction) => count(tx.delete(products).returning({ id: products.id }));

/**
 * Orders with their lines and history; the stock pending orders still hold goes back on the shelf,
 * and so do the coupon uses they hold (a paid order's use stays a use).
 */
export async function deleteOrders(tx: Transaction): Promise<number> {
  await tx
    .delete(couponRedemptions)
    .where(
      inArray(
        couponRedemptions.orderId,
        tx.select({ id: orders.id }).from(orders).where(eq(orders.status, 'pending')),
      ),
    );
  await tx.execute(sql`
    update ${products} set reserved_stock = greatest(${products.reservedStock} - held.quantity, 0)
    from (
      select ${orderItems.productId} as product_id, sum(${orderItems.quantity})::int as quantity
      from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
      where ${and(eq(orders.status, 'pending'), isNull(orders.stockSettledAt))}
      group by ${orderItems.productId}
    ) as held
    where ${products.id} = held.product_id`);
  return count(tx.delete(orders).returning({ id: orders.id }));
}

/** Every cart line of every user, and the coupon codes kept with the carts. */
export async function deleteCarts(tx: Transaction): Promise<number> {
  await tx.delete(cartCoupons);
  return count(tx.delete(cartItems).returning({ id: cartItems.id }));
}

/** Comments with their replies, likes and edit history. */
export const deleteComments = (tx: Transaction) => count(tx.delete(comments).returning({ id: comments.id }));

/** Posts with their likes and comments. */
export const deleteBlogPosts = (tx: Transaction) =>
  count(tx.delete(blogPosts).returning({ id: blogPosts.id }));

/** Messages with their replies and internal notes. */
export const deleteContactMessages = (tx: Transaction) =>
  count(tx.delete(contactMessages).returning({ id: contactMessages.id }));

export const deleteWebhookEvents = (tx: Transaction) =>
  count(tx.delete(webhookEvents).returning({ id: webhookEvents.id }));
