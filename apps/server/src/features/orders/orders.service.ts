import type { Paged } from '@shop/shared/api';
import { chargeRefusal, couponReduction } from '@shop/shared/coupon';
import {
  canTransition,
  isRefundTransition,
  type Order,
  type OrderExportQuery,
  type OrderListQuery,
  type OrderStatus,
  type OrderStatusUpdate,
  orderMessages,
  orderNotificationMessages,
  orderNotificationTitles,
  orderReference,
  orderStatusLabels,
} from '@shop/shared/order';
import { shipmentMessages, shipmentNotificationMessages, trackingUrl } from '@shop/shared/shipment';
import { type VatClass, type VatCountry, vatBreakdown } from '@shop/shared/vat';
import { createContentCache } from '../../db/content-cache.ts';
import type { ContentVersionsService } from '../../db/content-versions.ts';
import type { Database, Queryable } from '../../db/types.ts';
import { badRequest, conflict, notFound, tooManyRequests } from '../../lib/http-errors.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CouponsService } from '../coupons/coupons.service.ts';
import type { InvoicesService } from '../invoices/invoices.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { NewNotification, NotificationsService } from '../notifications/notifications.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import { orderConfirmationMail } from './order-confirmation-mail.tsx';
import { detailsOfOrders } from './order-details.repository.ts';
import { orderShippedMail, type ShipmentDetails } from './order-shipped-mail.tsx';
import { toOrder } from './orders.mapper.ts';
import * as repository from './orders.repository.ts';
import { type OrderCsvRecord, orderCsvRecord } from './orders-csv.ts';

/** Orders an export reads per query: a few hundred kilobytes of rows at a time. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * Pages of the admin's orders list kept in memory, the least recently used going first: an admin
 * pages and filters, and comes back to the first page; each page of 50 orders is some 70 KB.
 */
const KEPT_ADMIN_PAGES = 16;

export type OrderRow = repository.OrderRow;
export type PlacedOrder = repository.PlacedOrder;

/** `rows` by the order each belongs to: a lookup that answers an order's rows, in their order (none if it has none). */
function byOrder<Row>(rows: Row[], orderOf: (row: Row) => string | null): (orderId: string) => Row[] {
  const grouped = new Map<string, Row[]>();
  for (const row of rows) {
    const orderId = orderOf(row);
    if (orderId === null) continue;
    const own = grouped.get(orderId);
    if (own) own.push(row);
    else grouped.set(orderId, [row]);
  }
  return (orderId) => grouped.get(orderId) ?? [];
}

/** An order line priced by the server at the moment of ordering. */
export interface PricedLine {
  productId: string;
  title: string;
  quantity: number;
  /** Including VAT, after any discount. */
  unitPriceCents: number;
  vatClass: VatClass;
}

/** The shipping method chosen at checkout and what it costs this order (including VAT), as copied onto it. */
export interface OrderShipping {
  methodId: string;
  name: string;
  carrier: string;
  priceCents: number;
}

/**
 * Who ordered and where it goes, how it is shipped (none: nothing is charged for shipping), whose
 * VAT rates it pays and the coupon code it uses, if any; the total, the reduction and the VAT come
 * from the lines, the shipping and the code.
 */
export type NewOrder = Omit<
  repository.NewOrder,
  | 'totalCents'
  | 'shippingMethodId'
  | 'shippingMethodName'
  | 'shippingCarrier'
  | 'shippingPriceCents'
  | 'vatCountry'
  | 'shippingVat'
  | 'vatTotals'
  | 'vatCents'
  | 'couponCode'
  | 'discountCents'
  | 'shippingDiscountCents'
> & { shipping?: OrderShipping; vatCountry: VatCountry; couponCode?: string | null };

interface Dependencies {
  db: Database;
  products: ProductsService;
  cart: CartService;
  coupons: CouponsService;
  notifications: NotificationsService;
  mail: MailService;
  invoices: InvoicesService;
  /** The announced changes: the admin's list pages are kept until the sales move (decision 093). */
  versions: Pick<ContentVersionsService, 'now' | 'unchangedSince'>;
  publicUrl: string;
  /** Pending orders one network address may hold at once, across accounts. */
  openCheckoutsPerAddress: number;
}

export function createOrdersService(dependencies: Dependencies) {
  const {
    db,
    products,
    cart,
    coupons,
    notifications,
    mail,
    invoices,
    versions,
    publicUrl,
    openCheckoutsPerAddress,
  } = dependencies;
  // The admin's list pages, kept until an order or anything it shows changes (decision 093):
  // whatever announces the orders a page selects announces the sales too; both are named.
  const keptAdminPages = createContentCache<Paged<Order>>({
    versions,
    topics: ['sales', 'order-selection'],
    maxEntries: KEPT_ADMIN_PAGES,
  });
  // Which orders those pages show, and how many the filters select: kept while no order or line
  // came or went and no value the filters or the order read changed (decision 102).
  const keptSelections = createContentCache<Paged<string>>({
    versions,
    topics: ['order-selection'],
    maxEntries: KEPT_ADMIN_PAGES,
  });
  async function withDetails(rows: OrderRow[]): Promise<Order[]> {
    if (rows.length === 0) return [];
    const details = await detailsOfOrders(
      db,
      rows.map((row) => row.id),
    );
    // Each kind of detail grouped by its order once, so each order reads its own: a page of 50
    // orders no longer runs through every line, change and invoice of the page for each of them.
    const items = byOrder(details.items, (item) => item.orderId);
    const history = byOrder(details.history, (entry) => entry.orderId);
    const invoices = byOrder(details.invoices, (invoice) => invoice.orderId);
    const refunds = byOrder(details.refunds, (view) => view.refund.orderId);
    const withdrawals = byOrder(details.withdrawals, (withdrawal) => withdrawal.orderId);
    return rows.map((row) =>
      toOrder(row, items(row.id), history(row.id), invoices(row.id), {
        refunds: refunds(row.id),
        withdrawals: withdrawals(row.id),
      }),
    );
  }

  async function one(id: string, ownerId?: string): Promise<Order> {
    const row = await repository.findOrder(db, id);
    if (!row || (ownerId !== undefined && row.userId !== ownerId)) throw notFound(orderMessages.notFound);
    return (await withDetails([row]))[0]!;
  }

  /** The rows of the page `query` asks for, of `userId`'s orders when given, with their number. */
  function pageRows(query: OrderListQuery, userId?: string): Promise<Paged<OrderRow>> {
    const { page, limit, ...filters } = query;
    return repository.pageOfOrders(db, { ...filters, userId }, { page, limit });
  }

  async function paged(query: OrderListQuery, userId?: string): Promise<Paged<Order>> {
    const rows = await pageRows(query, userId);
    return { ...rows, data: await withDetails(rows.data) };
  }

  /**
   * A page of the admin's list that is not in memory (never read, or dropped by a change of the
   * sales): which orders it shows, and their number, come from memory while no order came or went
   * and no value its filters read changed (decision 102); then only their rows and details are
   * read, by their ids. A list filtered by status is read whole: a shipment moves its orders.
   */
  async function adminPage(query: OrderListQuery, key: string): Promise<Paged<Order>> {
    if (query.status !== undefined) return paged(query);
    let rowsRead: OrderRow[] | undefined;
    const selection = await keptSelections.read(key, async () => {
      const rows = await pageRows(query);
      rowsRead = rows.data;
      return { ...rows, data: rows.data.map((row) => row.id) };
    });
    const rows = rowsRead ?? (await repository.findOrders(db, selection.data));
    // An order of the page deleted since, its announcement not yet heard: the page is read whole.
    if (rows.length < selection.data.length) return paged(query);
    return { ...selection, data: await withDetails(rows) };
  }

  /** Tells the order's buyer, in the caller's transaction; an order whose buyer is gone tells no one. */
  async function tell(tx: Queryable, order: OrderRow, notification: Omit<NewNotification, 'userId'>) {
    if (!order.userId) return;
    await notifications.notify({ userId: order.userId, ...notification }, tx);
  }

  const notifyStatus = (tx: Queryable, order: OrderRow, status: OrderStatus) =>
    tell(tx, order, {
      icon: status === 'paid' ? 'package' : 'refresh',
      title: status === 'paid' ? orderNotificationTitles.paid : orderNotificationTitles.changed,
      message: orderNotificationMessages.status(orderReference(order.id), orderStatusLabels[status]),
      link: '/profile',
    });

  /**
   * pending → paid, exactly once however often and in whatever order the webhook and the
   * success page report it: the reserved stock is sold, the ordered products leave the cart,
   * the buyer gets a notification, the order's invoice gets its number, and one confirmation
   * e-mail is queued with the payment, the invoice's PDF attached when it is sent (decision 052).
   */
  async function markPaid(orderId: string, paymentIntentId: string | null): Promise<boolean> {
    // The confirmation is rendered before the transaction, from the order as placed (what it shows
    // never changes after that): rendering takes milliseconds, the first time in a process a few
    // tenths of a second, and on the embedded database a transaction holds its only connection.
    const placed = await repository.findOrder(db, orderId);
    if (placed?.status !== 'pending') return false;
    const confirmation = await orderConfirmationMail(
      placed,
      await repository.itemsOf(db, orderId),
      publicUrl,
    );
    const issuer = await invoices.issuer();
    return db.transaction(async (tx) => {
      const order = await repository.transitionOrder(tx, orderId, ['pending'], 'paid', {
        paidAt: new Date(),
        stockSettledAt: new Date(),
        stripePaymentIntentId: paymentIntentId,
      });
      if (!order) return false;
      const items = await repository.itemsOf(tx, orderId);
      await products.stock.sell(tx, items);
      if (order.userId) {
        const productIds = items.flatMap((item) => (item.productId ? [item.productId] : []));
        await cart.clear(order.userId, productIds, tx);
        // The code is used: it leaves the cart with the products, unless another was applied since.
        // Stryker disable next-line ConditionalExpression: without a code the call would match no kept code either
        if (order.couponCode) await cart.forgetCouponCode(order.userId, order.couponCode, tx);
      }
      await notifyStatus(tx, order, 'paid');
      // Numbered last: the year's counter stays locked until the payment's transaction ends.
      const invoice = await invoices.issueIn(tx, order, items, issuer);
      await mail.queue(
        { ...confirmation, attachments: [{ kind: 'invoice', invoiceId: invoice.id }] },
        `order-confirmation:${orderId}`,
        tx,
      );
      return true;
    });
  }

  /** pending → expired or cancelled in the caller's transaction, releasing the reserved stock once. */
  async function releaseIn(
    tx: Queryable,
    orderId: string,
    status: 'expired' | 'cancelled',
    { onlyWithoutSession = false } = {},
  ) {
    const order = await repository.transitionOrder(
      tx,
      orderId,
      ['pending'],
      status,
      { stockSettledAt: new Date() },
      { onlyWithoutSession },
    );
    if (!order) return false;
    await products.stock.release(tx, await repository.itemsOf(tx, orderId));
    await coupons.releaseIn(tx, orderId);
    await notifyStatus(tx, order, status);
    return true;
  }

  /** Any other allowed change (refunds make their own, decision 057). */
  async function changeIn(id: string, from: OrderStatus, status: OrderStatus): Promise<boolean> {
    return db.transaction(async (tx) => {
      const order = await repository.transitionOrder(tx, id, [from], status);
      if (!order) return false;
      await notifyStatus(tx, order, status);
      return true;
    });
  }

  /** The parcel the admin names: the carrier left out is the order's shipping method's; one is needed. */
  function parcelOf(
    order: OrderRow,
    update: Extract<OrderStatusUpdate, { status: 'shipped' }>,
  ): ShipmentDetails {
    const carrier = update.carrier ?? order.shippingCarrier;
    if (!carrier) throw badRequest(undefined, { carrier: [shipmentMessages.carrierRequired] });
    return { carrier, trackingCode: update.trackingCode };
  }

  /**
   * processing → shipped with the parcel, once: the buyer's mail (rendered before the transaction,
   * as the confirmation is) and notification are queued in the transaction that ships the order,
   * so a second request, however close, finds it shipped and sends nothing.
   */
  async function ship(order: OrderRow, parcel: ShipmentDetails): Promise<boolean> {
    const shippedMail = await orderShippedMail(
      order,
      await repository.itemsOf(db, order.id),
      parcel,
      publicUrl,
    );
    return db.transaction(async (tx) => {
      const shipped = await repository.transitionOrder(tx, order.id, ['processing'], 'shipped', {
        shipmentCarrier: parcel.carrier,
        trackingCode: parcel.trackingCode,
        shippedAt: new Date(),
      });
      if (!shipped) return false;
      await tell(tx, shipped, {
        icon: 'send',
        title: shipmentNotificationMessages.title,
        message: shipmentNotificationMessages.message(
          orderReference(order.id),
          parcel.carrier,
          parcel.trackingCode,
        ),
        link: trackingUrl({ ...parcel, zip: order.addressZip, country: order.addressCountry }) ?? '/profile',
      });
      await mail.queue(shippedMail, `order-shipped:${order.id}`, tx);
      return true;
    });
  }

  /**
   * Every order the admin list's filters select, newest first, as rows of the CSV export: read a
   * page at a time after the last order of the page before, so rows come as they are read.
   */
  async function* exportRecords(
    filters: OrderExportQuery,
    pageSize = EXPORT_PAGE_SIZE,
  ): AsyncGenerator<OrderCsvRecord> {
    const where = repository.orderFilters(filters);
    let cursor: repository.OrderCursor | null = null;
    for (;;) {
      const page = await repository.exportPage(db, where, cursor, pageSize);
      const last = page.at(-1);
      if (!last) return;
      const invoicesOfPage = await invoices.ofOrders(page.map((row) => row.order.id));
      for (const row of page) yield orderCsvRecord(row, invoicesOfPage);
      cursor = { createdAt: last.cursor, id: last.order.id };
    }
  }

  /** pending → expired or cancelled, releasing the reserved stock exactly once; the buyer is told. */
  const release = (orderId: string, status: 'expired' | 'cancelled'): Promise<boolean> =>
    db.transaction((tx) => releaseIn(tx, orderId, status));

  return {
    one,
    mine: (id: string, userId: string) => one(id, userId),
    /** The admin's list: every order the filters select, a page of them from memory while current. */
    list: (query: OrderListQuery) => {
      // Both kept sets are keyed by the query's validated value.
      const key = JSON.stringify(query);
      return keptAdminPages.read(key, () => adminPage(query, key));
    },
    listMine: (query: OrderListQuery, userId: string) => paged(query, userId),
    exportRecords,
    markPaid,
    release,
    /**
     * A pending order of server-priced lines, holding their stock in the same transaction:
     * 409 with the product's name when its stock ran out, and then nothing is kept. The order
     * keeps a copy of its shipping and its VAT per line, for shipping and per rate, at the rates
     * of the moment it is placed (decision 049): nothing changes them afterwards. One buyer's
     * orders are placed one at a time; a new one replaces the buyer's pending orders that have no
     * payment session yet (a checkout still on its way), so parallel checkouts hold stock once.
     * An order that names the checkout's network address is refused (429) while other buyers hold
     * `openCheckoutsPerAddress` pending orders from that address.
     *
     * A coupon code is redeemed here too (decision 055): under the code's row lock, counted with
     * every other order that holds it and with the buyer's own orders, refused with 409 and its
     * reason when it does not apply, or when it would leave less to pay than a payment can charge.
     * Its reduction is spread over the lines, whose VAT is then taken of what they cost after it.
     */
    place(order: NewOrder, lines: PricedLine[]): Promise<PlacedOrder> {
      return db.transaction(async (tx) => {
        // A code's lock comes first, before the buyer's and the stock's: a transaction that holds a
        // code then never waits for one, so two checkouts never wait for each other in a circle.
        // Stryker disable next-line ConditionalExpression,BlockStatement: `claimIn` takes the lock too; only the order of waiting changes
        if (order.couponCode) await coupons.lockIn(tx, order.couponCode);
        if (order.userId) {
          await repository.lockBuyer(tx, order.userId);
          for (const earlier of await repository.pendingOrdersOf(tx, order.userId, {
            withoutSession: true,
          })) {
            await releaseIn(tx, earlier.id, 'cancelled', { onlyWithoutSession: true });
          }
        }
        if (order.clientAddress) {
          await repository.lockClientAddress(tx, order.clientAddress);
          const open = await repository.countPendingFromAddress(
            tx,
            order.clientAddress,
            order.userId ?? null,
          );
          if (open >= openCheckoutsPerAddress) throw tooManyRequests(orderMessages.tooManyOpenCheckouts);
        }
        // Stamped after the buyer's lock: a later checkout's order is always the newer one.
        const placedAt = new Date();
        const { shipping, couponCode, ...contact } = order;
        const listedShippingCents = shipping?.priceCents ?? 0;
        const lineGross = lines.map((line) => line.unitPriceCents * line.quantity);
        const goodsCents = lineGross.reduce((sum, gross) => sum + gross, 0);
        // Counted after the buyer's replaced orders gave their uses back.
        const coupon = couponCode
          ? await coupons.claimIn(tx, couponCode, {
              userId: order.userId ?? null,
              goodsCents,
              customerOrders: order.userId
                ? await repository.countOrdersOf(tx, order.userId, { pendingToo: true })
                : 0,
              now: placedAt,
            })
          : null;
        for (const line of lines) {
          if (!(await products.stock.reserve(tx, line.productId, line.quantity))) {
            throw conflict(orderMessages.outOfStock(line.title));
          }
        }
        const reduction = coupon
          ? couponReduction(coupon, lineGross, listedShippingCents)
          : { goodsCents: 0, lineCents: lines.map(() => 0), shippingCents: 0 };
        const shippingCents = listedShippingCents - reduction.shippingCents;
        const totalCents = goodsCents - reduction.goodsCents + shippingCents;
        const unpayable = coupon && chargeRefusal(totalCents);
        if (unpayable) throw conflict(unpayable);
        const vat = vatBreakdown({
          lines: lines.map((line, index) => ({
            grossCents: lineGross[index]! - reduction.lineCents[index]!,
            vatClass: line.vatClass,
          })),
          shippingGrossCents: shippingCents,
          country: order.vatCountry,
          date: placedAt,
        });
        const placed = await repository.insertOrder(
          tx,
          {
            ...contact,
            totalCents,
            shippingMethodId: shipping?.methodId ?? null,
            shippingMethodName: shipping?.name ?? '',
            shippingCarrier: shipping?.carrier ?? '',
            shippingPriceCents: shippingCents,
            shippingVat: vat.shipping,
            vatTotals: vat.totals,
            vatCents: vat.vatCents,
            couponCode: coupon?.code ?? null,
            discountCents: reduction.goodsCents,
            shippingDiscountCents: reduction.shippingCents,
          },
          lines.map((line, index) => {
            const part = vat.lines[index]!;
            return {
              ...line,
              vatRateBasisPoints: part.rateBasisPoints,
              netCents: part.netCents,
              vatCents: part.vatCents,
              discountCents: reduction.lineCents[index]!,
            };
          }),
          placedAt,
        );
        if (coupon) {
          await coupons.recordIn(tx, {
            couponId: coupon.id,
            orderId: placed.id,
            userId: order.userId ?? null,
          });
        }
        return placed;
      });
    },

    /**
     * How many orders of the buyer count against a first-order code before a checkout: the paid
     * ones (the buyer's pending checkout is replaced by the next one, so it does not count yet).
     */
    countPlaced: (userId: string): Promise<number> => repository.countOrdersOf(db, userId),

    /** Ties the order to the payment session that pays it; false when it is no longer pending. */
    attachSession: (orderId: string, sessionId: string) => repository.setSessionId(db, orderId, sessionId),
    find: (id: string) => repository.findOrder(db, id),
    findBySession: (sessionId: string) => repository.findOrderBySession(db, sessionId),
    findByPaymentIntent: (paymentIntentId: string) =>
      repository.findOrderByPaymentIntent(db, paymentIntentId),
    pendingOf: (userId: string) => repository.pendingOrdersOf(db, userId),
    /** Pending orders created before `olderThan`. */
    stalePending: (olderThan: Date) => repository.stalePendingOrders(db, olderThan),

    async changeStatus(id: string, update: OrderStatusUpdate): Promise<Order> {
      const { status } = update;
      const current = await repository.findOrder(db, id);
      if (!current) throw notFound(orderMessages.notFound);
      if (update.status === 'shipped' && current.status === 'shipped') {
        // The same parcel again (a second click, a request sent twice) changes nothing and sends nothing.
        const parcel = parcelOf(current, update);
        if (parcel.carrier === current.shipmentCarrier && parcel.trackingCode === current.trackingCode) {
          return one(id);
        }
        throw conflict(shipmentMessages.alreadyShipped);
      }
      // 'Refunded' (and a paid order's 'cancelled') only follows the money: a refund makes it.
      if (isRefundTransition(current.status, status)) throw conflict(orderMessages.refundThroughForm);
      if (!canTransition(current.status, status)) {
        throw conflict(
          orderMessages.transitionNotAllowed(orderStatusLabels[current.status], orderStatusLabels[status]),
        );
      }
      const changed =
        status === 'paid'
          ? await markPaid(id, current.stripePaymentIntentId)
          : status === 'expired' || status === 'cancelled'
            ? await release(id, status)
            : update.status === 'shipped'
              ? await ship(current, parcelOf(current, update))
              : await changeIn(id, current.status, status);
      if (!changed)
        throw conflict(
          orderMessages.transitionNotAllowed(orderStatusLabels[current.status], orderStatusLabels[status]),
        );
      return one(id);
    },

    /** Deleting an order that still holds stock gives that stock back first. */
    async remove(id: string): Promise<void> {
      const order = await repository.findOrder(db, id);
      if (!order) throw notFound(orderMessages.notFound);
      if (order.status === 'pending') await release(id, 'cancelled');
      await repository.deleteOrder(db, id);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
