import { couponMessages } from '@shop/shared/coupon';
import { discountedPriceCents } from '@shop/shared/money';
import { type CheckoutSession, orderMessages } from '@shop/shared/order';
import {
  offersShipping,
  shippingCountryOf,
  shippingMessages,
  shippingPriceCents,
} from '@shop/shared/shipping';
import { vatCountry } from '@shop/shared/vat';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { AuthUser } from '../../lib/access-token.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import { assertWithinMaxPerOrder, type CartLine, type CartService } from '../cart/cart.service.ts';
import type { OrderRow, OrdersService, PlacedOrder, PricedLine } from '../orders/orders.service.ts';
import { ORDER_CURRENCY, paysOrder } from '../payments/session-match.ts';
import { discountOf } from '../products/products.mapper.ts';
import type { ShippingService } from '../shipping/shipping.service.ts';

/** A payment session, and so the stock its order holds, lasts 30 minutes: the least Stripe allows. */
const SESSION_LIFETIME_SECONDS = 30 * 60;

const paymentIntentOf = (session: Stripe.Checkout.Session) =>
  typeof session.payment_intent === 'string' ? session.payment_intent : null;

interface Dependencies {
  stripe: () => Stripe;
  cart: CartService;
  orders: OrdersService;
  shipping: ShippingService;
  /** Whether the owner has turned the EU one-stop shop on: orders then pay the delivery country's VAT. */
  oneStopShop: () => Promise<boolean>;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** The cart's lines that can be bought, priced by the server: what an order is made of. */
export function pricedLines(lines: readonly CartLine[]): PricedLine[] {
  return lines
    .filter((line) => line.product.isPublished)
    .map(({ product, quantity }) => ({
      productId: product.id,
      title: product.title,
      quantity,
      unitPriceCents: discountedPriceCents(product.priceCents, discountOf(product)),
      vatClass: product.vatClass,
    }));
}

/**
 * The payment session's lines for an order: each line as it was ordered, or, with its part of a
 * coupon's reduction, at what it costs after it, named with the code. A reduced line whose total
 * splits evenly over its units keeps its quantity at the reduced unit price; one that does not is
 * sent as one item of the whole line, so every amount is whole cents, nothing is negative, and
 * the lines add up to exactly what the order charges for its goods (decision 055).
 */
export function paymentLines(order: PlacedOrder): Stripe.Checkout.SessionCreateParams.LineItem[] {
  return order.items.map((item) => {
    const cents = item.unitPriceCents * item.quantity - item.discountCents;
    const even = cents % item.quantity === 0;
    const code = order.couponCode ?? '';
    const name =
      item.discountCents === 0
        ? item.title
        : even
          ? couponMessages.paymentLine(item.title, code)
          : couponMessages.paymentLineOfSeveral(item.title, item.quantity, code);
    return {
      quantity: even ? item.quantity : 1,
      price_data: {
        currency: ORDER_CURRENCY,
        unit_amount: even ? cents / item.quantity : cents,
        product_data: { name },
      },
    };
  });
}

/** Whether `order` was placed before `other` (by time, then id: two requests always agree). */
export const isOlder = (order: OrderRow, other: OrderRow) =>
  order.createdAt.getTime() < other.createdAt.getTime() ||
  (order.createdAt.getTime() === other.createdAt.getTime() && order.id < other.id);

/**
 * The complete-checkout flow: cart → order with reserved stock, its shipping and VAT → hosted
 * payment session → paid.
 */
export function createCheckoutService({
  stripe,
  cart,
  orders,
  shipping,
  oneStopShop,
  publicUrl,
  log,
}: Dependencies) {
  /**
   * A new checkout replaces the buyer's earlier unfinished ones, so their stock is not held twice:
   * each earlier session is expired at the provider and its order cancelled. A session that cannot
   * be expired any more may have been paid meanwhile (its webhook still on the way): a paid one
   * makes its order paid, and one whose outcome is still open (a delayed method, or the provider
   * not answering) keeps its order pending for its webhook or the sweep.
   */
  async function abandonEarlierCheckouts(userId: string, newer?: OrderRow) {
    const earlier = (await orders.pendingOf(userId)).filter((order) => !newer || isOlder(order, newer));
    for (const order of earlier) await abandon(order);
  }

  /**
   * Ends one unfinished checkout: its session expired at the provider first, then its order. One
   * still on its way (no session yet) is `orders.place`'s to cancel, under the buyer's lock; its
   * own checkout then finds it replaced when it comes to attach its session.
   */
  async function abandon(order: OrderRow, outcome: 'cancelled' | 'expired' = 'cancelled') {
    const sessionId = order.stripeSessionId;
    if (!sessionId) return;
    const session = await stripe()
      .checkout.sessions.expire(sessionId)
      .catch(() => stripe().checkout.sessions.retrieve(sessionId))
      .catch(() => null);
    if (session && paysOrder(session, order)) {
      await orders.markPaid(order.id, paymentIntentOf(session));
    } else if (session?.status === 'expired') {
      await orders.release(order.id, outcome);
    }
  }

  return {
    /**
     * Opens the buyer's one checkout (an earlier unfinished one is replaced), from `clientAddress`
     * (the request's network address, limited in how many checkouts it holds open). The order
     * pays the goods and the chosen shipping method's price for them; a method that is gone,
     * switched off, not to the address's country or not for this amount is refused (409).
     */
    async createSession(
      user: AuthUser,
      { shippingMethodId, ...address }: CheckoutSession,
      clientAddress: string | null = null,
    ): Promise<{ url: string }> {
      // The schema takes only a country the shop ships to; this names which.
      const deliveryCountry = shippingCountryOf(address.country);
      if (!deliveryCountry) throw badRequest(shippingMessages.countryNotShipped);
      await abandonEarlierCheckouts(user.id);
      const lines = (await cart.lines(user.id)).filter((line) => line.product.isPublished);
      if (lines.length === 0) throw conflict(orderMessages.emptyCart);
      assertWithinMaxPerOrder(lines);

      // Prices come from the database, never from the browser; placing the order reserves the stock.
      const items = pricedLines(lines);
      // Shipping is priced on the goods' total after discounts, by the same rule the cart shows.
      const goodsCents = items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
      const method = await shipping.find(shippingMethodId);
      if (!method || !offersShipping(method, deliveryCountry, goodsCents)) {
        throw conflict(shippingMessages.methodUnavailable);
      }
      const order = await orders.place(
        {
          userId: user.id,
          userEmail: user.email,
          addressFirstName: address.firstName,
          addressLastName: address.lastName,
          addressEmail: address.email || user.email,
          addressStreet: address.street,
          addressNumber: address.number,
          addressZip: address.zip,
          addressCity: address.city,
          addressCountry: address.country,
          clientAddress,
          shipping: {
            methodId: method.id,
            name: method.name,
            carrier: method.carrier,
            priceCents: shippingPriceCents(method, goodsCents),
          },
          vatCountry: vatCountry({ deliveryCountry, oneStopShop: await oneStopShop() }),
          // The code kept with the cart: the order's transaction checks it again and redeems it.
          couponCode: await cart.couponCode(user.id),
        },
        items,
      );

      let url: string;
      try {
        const session = await stripe().checkout.sessions.create({
          mode: 'payment',
          locale: 'nl',
          currency: ORDER_CURRENCY,
          allowed_payment_method_types: ['card', 'ideal', 'bancontact'],
          customer_email: order.addressEmail,
          line_items: paymentLines(order),
          // The one option, chosen already: the session's amount is the order's total, goods and shipping.
          shipping_options: [
            {
              shipping_rate_data: {
                type: 'fixed_amount',
                display_name: order.shippingMethodName,
                fixed_amount: { amount: order.shippingPriceCents, currency: ORDER_CURRENCY },
              },
            },
          ],
          metadata: {
            orderId: order.id,
            userId: user.id,
            firstName: address.firstName,
            lastName: address.lastName,
          },
          success_url: `${publicUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${publicUrl}/cart`,
          expires_at: Math.floor(Date.now() / 1000) + SESSION_LIFETIME_SECONDS,
        });
        if (!session.url) throw new Error('checkout session without url');
        if (!(await orders.attachSession(order.id, session.id))) {
          // A parallel checkout of the same buyer replaced this order meanwhile: the newest one counts.
          await stripe()
            .checkout.sessions.expire(session.id)
            .catch(() => undefined);
          throw conflict(orderMessages.checkoutReplaced);
        }
        url = session.url;
      } catch (error) {
        if (error instanceof HttpError) throw error;
        log.error({ err: error, orderId: order.id }, 'creating the payment session failed');
        await orders.release(order.id, 'cancelled');
        throw new HttpError(502, 'INTERNAL_ERROR', orderMessages.checkoutFailed);
      }
      // Earlier checkouts that got their session while this order was being placed go too.
      await abandonEarlierCheckouts(user.id, order);
      return { url };
    },

    /** The success page's confirmation: safe to call repeatedly and in a race with the webhook. */
    async confirm(user: AuthUser, sessionId: string) {
      const order = await orders.findBySession(sessionId);
      if (!order || order.userId !== user.id) throw notFound(orderMessages.paymentUnknown);
      const session = await stripe().checkout.sessions.retrieve(sessionId);
      if (paysOrder(session, order)) {
        await orders.markPaid(order.id, paymentIntentOf(session));
      }
      const current = await orders.find(order.id);
      return { orderId: order.id, status: current?.status ?? order.status };
    },

    /**
     * Orders left pending past their session's lifetime (a lost webhook, a restart) are settled: a
     * hold never outlives its payment session (decision 035). A session still open past its
     * expiry time is closed at the provider first, so nobody pays for stock that went back.
     */
    async settleStalePendingOrders() {
      const cutoff = new Date(Date.now() - SESSION_LIFETIME_SECONDS * 1000);
      for (const order of await orders.stalePending(cutoff)) {
        const session = order.stripeSessionId
          ? await stripe()
              .checkout.sessions.retrieve(order.stripeSessionId)
              .catch(() => null)
          : null;
        if (session && paysOrder(session, order)) {
          await orders.markPaid(order.id, paymentIntentOf(session));
        } else if (session?.status === 'open') {
          if (session.expires_at * 1000 <= Date.now()) await abandon(order, 'expired');
        } else {
          await orders.release(order.id, 'expired');
        }
      }
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
