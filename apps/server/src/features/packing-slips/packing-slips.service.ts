import { orderReference } from '@shop/shared/order';
import { packingSlipMessages } from '@shop/shared/shipment';
import type { ShopSettings } from '@shop/shared/shop-settings';
import type { OrdersService } from '../orders/orders.service.ts';
import { renderPackingSlipPdf } from './packing-slip-pdf.ts';

interface Dependencies {
  orders: OrdersService;
  /** The shop's details as the owner set them now: who the parcel comes from. */
  sender: () => Promise<ShopSettings>;
}

/** A packing slip to save: its file name and the PDF. */
export interface PackingSlipFile {
  filename: string;
  pdf: Buffer;
}

/** Packing slips (decision 054): made from the order as it is, whenever the admin asks for one. */
export function createPackingSlipsService({ orders, sender }: Dependencies) {
  return {
    /** Any order's packing slip; 404 for an order that does not exist. */
    async download(orderId: string): Promise<PackingSlipFile> {
      const order = await orders.one(orderId);
      const reference = orderReference(order._id);
      return {
        filename: packingSlipMessages.fileName(reference),
        pdf: await renderPackingSlipPdf({ order, reference, sender: await sender() }),
      };
    },
  };
}

export type PackingSlipsService = ReturnType<typeof createPackingSlipsService>;
