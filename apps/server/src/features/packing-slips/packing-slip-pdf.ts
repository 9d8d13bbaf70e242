import { formatInvoiceDate } from '@shop/shared/invoice';
import type { Order } from '@shop/shared/order';
import { packingSlipMessages as m } from '@shop/shared/shipment';
import type { ShopSettings } from '@shop/shared/shop-settings';

/** What a packing slip is made from: the order, its reference and who sends it. */
export interface PrintablePackingSlip {
  order: Order;
  reference: string;
  sender: Pick<ShopSettings, 'sellerName' | 'sellerStreet' | 'sellerZip' | 'sellerCity'>;
}

const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;
const BOTTOM = 841.89 - MARGIN;
const GREY = '#57534e';
const QUANTITY_WIDTH = 60;
const GAP = 16;

/**
 * A packing slip as an A4 PDF in the built-in Helvetica (as the invoice): the shop top right, the
 * title with the order's reference and date, the delivery address, and each line's quantity and
 * title. No prices: the slip goes into the parcel, which may be a present.
 */
export async function renderPackingSlipPdf({
  order,
  reference,
  sender,
}: PrintablePackingSlip): Promise<Buffer> {
  // Loaded on the first document: a process that makes none keeps its memory.
  const { default: PDFDocument } = await import('pdfkit');
  const title = m.title(reference);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: title, Author: sender.sellerName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(sender.sellerName, MARGIN, MARGIN, { width: WIDTH, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(GREY)
    .text([sender.sellerStreet, `${sender.sellerZip} ${sender.sellerCity}`].join('\n'), {
      width: WIDTH,
      align: 'right',
    });

  doc
    .fillColor('black')
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(title, MARGIN, MARGIN + 70);
  doc.moveDown(0.3).font('Helvetica').fontSize(10);
  doc.text(`${m.orderReference}: ${reference}`);
  doc.text(`${m.orderDate}: ${formatInvoiceDate(new Date(order.createdAt))}`);

  const { address } = order;
  doc.moveDown(1).font('Helvetica-Bold').text(m.deliveryAddress);
  doc
    .font('Helvetica')
    .text(
      [
        `${address.firstName} ${address.lastName}`.trim(),
        `${address.street} ${address.number}`.trim(),
        `${address.zip} ${address.city}`.trim(),
        address.country,
      ]
        .filter(Boolean)
        .join('\n'),
    );

  doc.moveDown(1.5);
  const row = (quantity: string, description: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    const descriptionWidth = WIDTH - QUANTITY_WIDTH - GAP;
    const height = Math.max(
      doc.heightOfString(quantity, { width: QUANTITY_WIDTH }),
      doc.heightOfString(description, { width: descriptionWidth }),
    );
    if (doc.y + height > BOTTOM) doc.addPage();
    const top = doc.y;
    doc.text(quantity, MARGIN, top, { width: QUANTITY_WIDTH, align: 'right' });
    doc.text(description, MARGIN + QUANTITY_WIDTH + GAP, top, { width: descriptionWidth });
    doc.x = MARGIN;
    doc.y = top + height + 6;
  };
  row(m.columns.quantity, m.columns.description, true);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + WIDTH, doc.y)
    .lineWidth(0.5)
    .strokeColor('#a8a29e')
    .stroke();
  doc.y += 6;
  for (const line of order.cart) row(String(line.quantity), line.title);

  doc.end();
  return done;
}
