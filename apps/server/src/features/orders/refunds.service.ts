import { formatCents } from '@shop/shared/money';
import {
  type Order,
  type OrderStatus,
  orderMessages,
  orderNotificationMessages,
  orderNotificationTitles,
  orderReference,
  orderStatusLabels,
} from '@shop/shared/order';
import {
  type CountedRefund,
  cancellableStatuses,
  checkRefund,
  everythingLeft,
  type RefundableOrder,
  type RefundInput,
  type RefundKind,
  refundableStatuses,
  refundMessages,
  refundNotificationMessages,
  type WithdrawalInput,
  withdrawalDeadline,
  withdrawalStart,
} from '@shop/shared/refund';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { z } from 'zod';
import type { Database, Queryable } from '../../db/types.ts';
import type { AuthUser } from '../../lib/access-token.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import type { ContactService } from '../contact/contact.service.ts';
import type { InvoicesService } from '../invoices/invoices.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { type ProviderRefund, settlesRefund } from '../payments/refund-match.ts';
import type { ProductsService } from '../products/products.service.ts';
import { orderCancellationMail } from './order-cancellation-mail.tsx';
import * as orders from './orders.repository.ts';
import type { OrdersService } from './orders.service.ts';
import * as repository from './refunds.repository.ts';

interface Dependencies {
  db: Database;
  orders: OrdersService;
  products: ProductsService;
  invoices: InvoicesService;
  notifications: NotificationsService;
  mail: MailService;
  contact: ContactService;
  stripe: () => Stripe;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** The provider's refund as its answer and its events carry it. */
export type ProviderRefundObject = ProviderRefund & {
  status?: string | null;
  failure_reason?: string | null;
  metadata?: Record<string, string> | null;
};

const isUuid = (value: string | undefined): value is string => z.uuid().safeParse(value).success;

/** The order as a refund reads it: its lines and shipping, and the total paid. */
const refundable = (order: orders.OrderRow, items: orders.OrderItemRow[]): RefundableOrder => ({
  totalCents: order.totalCents,
  shippingPriceCents: order.shippingPriceCents,
  lines: items.map((item) => ({
    id: item.id,
    unitPriceCents: item.unitPriceCents,
    quantity: item.quantity,
    discountCents: item.discountCents,
  })),
});

/** A refund the payment provider refused: it answered, and said no (4xx). Anything else may still have happened. */
const refusedByProvider = (error: unknown) =>
  error instanceof Stripe.errors.StripeError && Number(error.statusCode) < 500;

/**
 * Refunds, cancellations and withdrawals (decision 057). A refund is checked against what is left of
 * the order under a lock on the order's row and written pending in that transaction, then sent to
 * the payment provider (its idempotency key is the refund's id); it settles once, on the provider's
 * answer or on its event, whichever comes first: the credit invoice, the goods back into stock when
 * they came back, the order 'refunded' (or 'cancelled') once everything paid went back.
 */
export function createRefundsService({
  db,
  orders: ordersService,
  products,
  invoices,
  notifications,
  mail,
  contact,
  stripe,
  publicUrl,
  log,
}: Dependencies) {
  function refusal(problem: 'nothing' | 'unknownLine' | 'exceeds'): HttpError {
    if (problem === 'unknownLine')
      return badRequest(refundMessages.unknownLine, { lines: [refundMessages.unknownLine] });
    if (problem === 'nothing')
      return badRequest(refundMessages.nothingChosen, { lines: [refundMessages.nothingChosen] });
    return conflict(refundMessages.exceedsPaid);
  }

  /**
   * Writes a pending refund of `request` in one transaction with the order's row locked, so that
   * it and what was refunded before are read and written by one request at a time: a refund can
   * never pay back more than is left, however many admins (or a customer) refund at once.
   */
  async function open(
    orderId: string,
    decide: (
      order: orders.OrderRow,
      items: orders.OrderItemRow[],
      counted: CountedRefund[],
    ) => {
      request: { lines: { lineId: string; quantity: number }[]; shipping: boolean };
      kind: RefundKind;
      reason: string;
      restock: boolean;
      createdById: string | null;
    },
    ownerId?: string,
  ) {
    return db.transaction(async (tx) => {
      const order = await repository.lockOrder(tx, orderId);
      if (!order || (ownerId !== undefined && order.userId !== ownerId))
        throw notFound(orderMessages.notFound);
      const items = await orders.itemsOf(tx, orderId);
      const counted = await repository.countedRefunds(tx, orderId);
      const { request, ...refund } = decide(order, items, counted);
      if (!order.stripePaymentIntentId) throw conflict(refundMessages.noPayment);
      const check = checkRefund(refundable(order, items), counted, request);
      if (!check.ok) throw refusal(check.problem);
      const row = await repository.insertRefund(
        tx,
        { orderId, amountCents: check.amountCents, shippingCents: check.shippingCents, ...refund },
        check.lines.map((line) => ({
          orderItemId: line.lineId,
          quantity: line.quantity,
          amountCents: line.amountCents,
        })),
      );
      return { refund: row, paymentIntent: order.stripePaymentIntentId };
    });
  }

  /**
   * Asks the provider to pay the refund back and settles it by the answer. A refusal fails the
   * refund (409); no answer leaves it pending for the provider's event (502).
   */
  async function submit({ refund, paymentIntent }: { refund: repository.RefundRow; paymentIntent: string }) {
    let answer: Stripe.Refund;
    try {
      answer = await stripe().refunds.create(
        {
          payment_intent: paymentIntent,
          amount: refund.amountCents,
          metadata: { orderId: refund.orderId, refundId: refund.id },
          ...(refund.kind === 'cancellation' ? { reason: 'requested_by_customer' as const } : {}),
        },
        { idempotencyKey: `refund-${refund.id}` },
      );
    } catch (error) {
      if (refusedByProvider(error)) {
        log.warn({ err: error, refundId: refund.id }, 'the payment provider refused a refund');
        await fail(refund.id, null, (error as Stripe.errors.StripeError).message);
        throw conflict(refundMessages.providerRefused);
      }
      log.error({ err: error, refundId: refund.id }, 'no answer from the payment provider to a refund');
      throw new HttpError(502, 'INTERNAL_ERROR', refundMessages.providerUnavailable);
    }
    await apply(refund.id, { id: answer.id, status: answer.status, failure_reason: answer.failure_reason });
  }

  async function fail(refundId: string, stripeRefundId: string | null, reason: string) {
    await repository.settleRefund(db, refundId, 'failed', {
      failedAt: new Date(),
      failureReason: reason,
      ...(stripeRefundId ? { stripeRefundId } : {}),
    });
  }

  /** The provider's word on one of the shop's refunds: through, failed, or still on its way. */
  async function apply(
    refundId: string,
    provider: Pick<ProviderRefundObject, 'id' | 'status' | 'failure_reason'>,
  ) {
    if (provider.status === 'succeeded') await succeed(refundId, provider.id);
    else if (provider.status === 'failed' || provider.status === 'canceled') {
      await fail(refundId, provider.id, provider.failure_reason ?? provider.status);
    } else await repository.setStripeRefundId(db, refundId, provider.id);
  }

  /** The buyer hears of the money that went back, and of the order's new status when it changed. */
  async function notifyRefunded(
    tx: Queryable,
    order: orders.OrderRow,
    amountCents: number,
    status: OrderStatus | undefined,
  ) {
    if (!order.userId) return;
    const told = [
      {
        title: refundNotificationMessages.title,
        message: refundNotificationMessages.refunded(orderReference(order.id), formatCents(amountCents)),
      },
      ...(status
        ? [
            {
              title: orderNotificationTitles.changed,
              message: orderNotificationMessages.status(orderReference(order.id), orderStatusLabels[status]),
            },
          ]
        : []),
    ];
    for (const { title, message } of told) {
      await notifications.notify(
        { userId: order.userId, icon: 'refresh', title, message, link: '/profile' },
        tx,
      );
    }
  }

  /**
   * Pending → succeeded, exactly once: the credit invoice of the refunded part, its goods back
   * into stock when they came back, the buyer told, and once everything paid went back the order
   * 'refunded' (a cancellation of an order not shipped: 'cancelled', with its mail).
   */
  async function succeed(refundId: string, stripeRefundId: string): Promise<void> {
    // The refund and its order exist: a refund is only ever settled by its own id.
    const pending = (await repository.findRefund(db, refundId))!;
    // Read and rendered before the transaction: on the embedded database it holds the one connection.
    const issuer = await invoices.issuer();
    const cancellationMail =
      pending.kind === 'cancellation'
        ? await orderCancellationMail(
            (await orders.findOrder(db, pending.orderId))!,
            pending.amountCents,
            publicUrl,
          )
        : undefined;
    await db.transaction(async (tx) => {
      const order = (await repository.lockOrder(tx, pending.orderId))!;
      const refund = await repository.settleRefund(tx, refundId, 'succeeded', {
        stripeRefundId,
        succeededAt: new Date(),
      });
      // Settled already (its answer and its events race): nothing more.
      if (!refund) return;
      const items = await orders.itemsOf(tx, order.id);
      const views = await repository.refundsOf(tx, [order.id]);
      const lines = views.find((view) => view.refund.id === refundId)!.lines;
      const earlier = (itemId: string) =>
        views
          .filter((view) => view.refund.id !== refundId && view.refund.status === 'succeeded')
          .flatMap((view) => view.lines)
          .filter((line) => line.orderItemId === itemId)
          .reduce((sum, line) => sum + line.quantity, 0);
      const everything = (await repository.succeededCents(tx, order.id)) >= order.totalCents;
      await invoices.creditRefundIn(
        tx,
        {
          id: refundId,
          orderId: order.id,
          productLineCount: items.length,
          lines: lines.map((line) => ({
            description: line.title,
            quantity: line.lineQuantity,
            grossCents: line.unitPriceCents * line.lineQuantity,
            refundQuantity: line.quantity,
            earlierQuantity: earlier(line.orderItemId),
            discountCents: items.find((item) => item.id === line.orderItemId)!.discountCents,
          })),
          // The shipping paid back; free shipping's line goes with the refund that ends the order.
          shipping: refund.shippingCents > 0 || (order.shippingPriceCents === 0 && everything),
        },
        issuer,
      );
      if (refund.restock) {
        await products.stock.restock(tx, lines);
        await repository.markRestocked(tx, refundId);
      }
      let status: OrderStatus | undefined;
      if (everything) {
        const cancelled = refund.kind === 'cancellation' && cancellableStatuses.includes(order.status);
        const moved = await orders.transitionOrder(
          tx,
          order.id,
          refundableStatuses,
          cancelled ? 'cancelled' : 'refunded',
        );
        // Stryker disable next-line OptionalChaining: money is owed back only on a paid, processing, shipped or delivered order, which always moves
        status = moved?.status;
      }
      await notifyRefunded(tx, order, refund.amountCents, status);
      if (cancellationMail) await mail.queue(cancellationMail, `order-cancellation:${refundId}`, tx);
    });
  }

  return {
    /** The admin pays back lines (with quantities) and/or the shipping of a paid order, with a reason. */
    async refund(orderId: string, input: RefundInput, adminId: string): Promise<Order> {
      const opened = await open(orderId, (order) => {
        if (!refundableStatuses.includes(order.status)) {
          throw conflict(refundMessages.notRefundable(orderStatusLabels[order.status]));
        }
        return {
          request: input,
          kind: 'refund',
          reason: input.reason,
          restock: input.returned,
          createdById: adminId,
        };
      });
      await submit(opened);
      return ordersService.one(orderId);
    },

    /**
     * 'Artikelen zijn retour ontvangen' after the refund: its goods go back into stock now (or, while
     * the refund waits for the provider, once it went through). Once per refund.
     */
    async markReturned(orderId: string, refundId: string): Promise<Order> {
      await db.transaction(async (tx) => {
        await repository.lockOrder(tx, orderId);
        const refund = await repository.findRefund(tx, refundId);
        if (refund?.orderId !== orderId) throw notFound(refundMessages.refundNotFound);
        const lines = (await repository.linesOf(tx, [refundId])).filter((line) => line.productId !== null);
        if (lines.length === 0 || !(await repository.setRestock(tx, refundId))) {
          throw conflict(refundMessages.notReturnable);
        }
        if (refund.status === 'succeeded') {
          await products.stock.restock(tx, lines);
          await repository.markRestocked(tx, refundId);
        }
      });
      return ordersService.one(orderId);
    },

    /**
     * The customer cancels their paid order that has not been shipped: everything left is paid
     * back, the goods go back into stock, and the order is 'cancelled' once the money went back.
     */
    async cancel(orderId: string, userId: string): Promise<Order> {
      const opened = await open(
        orderId,
        (order, items, counted) => {
          if (!cancellableStatuses.includes(order.status)) throw conflict(refundMessages.notCancellable);
          const request = everythingLeft(refundable(order, items), counted);
          if (request.lines.length === 0 && !request.shipping)
            throw conflict(refundMessages.cancellationPending);
          return {
            request,
            kind: 'cancellation',
            reason: refundMessages.cancellationReason,
            restock: true,
            createdById: null,
          };
        },
        userId,
      );
      await submit(opened);
      return ordersService.mine(orderId, userId);
    },

    /**
     * The customer withdraws lines of their order within 14 days after delivery (decision 057): a
     * support thread about the order opens, which the admin settles with a refund.
     */
    async withdraw(orderId: string, user: AuthUser, input: WithdrawalInput): Promise<Order> {
      await db.transaction(async (tx) => {
        const order = await repository.lockOrder(tx, orderId);
        if (!order || order.userId !== user.id) throw notFound(orderMessages.notFound);
        if (!refundableStatuses.includes(order.status)) throw conflict(refundMessages.withdrawalNotPossible);
        const { history } = await orders.itemsAndHistory(tx, [orderId]);
        const start = withdrawalStart(history);
        if (!start || Date.now() >= withdrawalDeadline(start).getTime()) {
          throw conflict(refundMessages.withdrawalPeriodOver);
        }
        const items = await orders.itemsOf(tx, orderId);
        const check = checkRefund(refundable(order, items), await repository.countedRefunds(tx, orderId), {
          lines: input.lines,
          shipping: false,
        });
        if (!check.ok) {
          if (check.problem === 'unknownLine') throw refusal(check.problem);
          throw conflict(refundMessages.withdrawalExceeds);
        }
        const ref = orderReference(orderId);
        const message = await contact.openAboutOrder(
          {
            user,
            orderId,
            subject: refundMessages.withdrawalSubject(ref),
            message: refundMessages.withdrawalBody(
              ref,
              input.lines.map((line) => {
                const item = items.find((candidate) => candidate.id === line.lineId)!;
                return `${line.quantity} × ${item.title}`;
              }),
              input.reason,
            ),
            tags: [refundMessages.withdrawalTag],
          },
          tx,
        );
        await repository.insertWithdrawal(tx, {
          orderId,
          reason: input.reason,
          lines: input.lines,
          contactMessageId: message.id,
        });
      });
      return ordersService.mine(orderId, user.id);
    },

    /**
     * The provider's refund in one of its events: settles the shop's refund it belongs to, found by
     * the provider's id or, before the provider's answer was kept, by the metadata's refund id, and
     * only when it pays back that refund of that order (`settlesRefund`). Anything else changes
     * nothing and is logged.
     */
    async applyProviderRefund(provider: ProviderRefundObject): Promise<void> {
      const named = provider.metadata?.refundId;
      const refund =
        (await repository.findRefundByStripeId(db, provider.id)) ??
        (isUuid(named) ? await repository.findRefund(db, named) : undefined);
      if (!refund) {
        log.warn(
          { stripeRefundId: provider.id, refundId: named },
          'refund event for no refund of the shop; ignored',
        );
        return;
      }
      if (!settlesRefund(provider, refund, (await orders.findOrder(db, refund.orderId))!)) {
        log.warn(
          { stripeRefundId: provider.id, refundId: refund.id },
          'refund event that does not pay back its refund (payment, amount or currency); ignored',
        );
        return;
      }
      await apply(refund.id, provider);
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
