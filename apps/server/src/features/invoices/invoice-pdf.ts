import {
  formatInvoiceDate,
  type InvoiceContent,
  type InvoiceKind,
  invoiceMessages as m,
} from '@shop/shared/invoice';
import { formatCents } from '@shop/shared/money';
import { formatVatRate } from '@shop/shared/vat';

/** What a PDF is made from: the invoice as it was issued. */
export interface PrintableInvoice {
  kind: InvoiceKind;
  number: string;
  issuedAt: Date;
  /** The number of the invoice a credit invoice cancels. */
  creditedNumber: string | null;
  content: InvoiceContent;
}

const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;
const BOTTOM = 841.89 - MARGIN;
const GREY = '#57534e';

/** The table's columns, left to right: where each starts and how wide it is. */
const columns = [
  { key: 'description', width: 155, align: 'left' },
  { key: 'quantity', width: 38, align: 'right' },
  { key: 'unitNet', width: 74, align: 'right' },
  { key: 'rate', width: 34, align: 'right' },
  { key: 'net', width: 62, align: 'right' },
  { key: 'vat', width: 62, align: 'right' },
  { key: 'gross', width: 62, align: 'right' },
] as const satisfies readonly { key: keyof typeof m.columns; width: number; align: 'left' | 'right' }[];
const GAP = (WIDTH - columns.reduce((sum, column) => sum + column.width, 0)) / (columns.length - 1);

/**
 * An invoice as an A4 PDF in the built-in Helvetica (its WinAnsi encoding has the euro sign): the
 * seller, the title, number and date, the customer, the lines, the VAT per rate and the totals.
 */
export async function renderInvoicePdf(invoice: PrintableInvoice): Promise<Buffer> {
  // Loaded on the first document: a process that makes none keeps its memory.
  const { default: PDFDocument } = await import('pdfkit');
  const { content } = invoice;
  const title = m.title(invoice.kind, invoice.number);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: title, Author: content.seller.name, CreationDate: invoice.issuedAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // The seller, top right.
  const { seller } = content;
  doc.font('Helvetica-Bold').fontSize(11).text(seller.name, MARGIN, MARGIN, { width: WIDTH, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(GREY)
    .text(
      [
        seller.street,
        `${seller.zip} ${seller.city}`,
        seller.email,
        m.kvkNumber(seller.kvkNumber),
        m.vatNumber(seller.vatNumber),
      ].join('\n'),
      { width: WIDTH, align: 'right' },
    );

  // Title, number, date, order and (for a credit invoice) the invoice it cancels.
  doc
    .fillColor('black')
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(title, MARGIN, MARGIN + 90);
  doc.moveDown(0.3).font('Helvetica').fontSize(10);
  doc.text(`${m.invoiceDate}: ${formatInvoiceDate(invoice.issuedAt)}`);
  doc.text(`${m.orderReference}: ${content.orderReference}`);
  if (invoice.creditedNumber) doc.text(m.credits(invoice.creditedNumber));

  doc.moveDown(1).font('Helvetica-Bold').text(m.customer);
  doc.font('Helvetica').text(content.customer.join('\n'));

  // The lines.
  doc.moveDown(1.5);
  const row = (cells: Record<(typeof columns)[number]['key'], string>, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const height = Math.max(
      ...columns.map((column) => doc.heightOfString(cells[column.key], { width: column.width })),
    );
    if (doc.y + height > BOTTOM) doc.addPage();
    const top = doc.y;
    let x = MARGIN;
    for (const column of columns) {
      doc.text(cells[column.key], x, top, { width: column.width, align: column.align });
      x += column.width + GAP;
    }
    doc.x = MARGIN;
    doc.y = top + height + 4;
  };
  const rule = () => {
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + WIDTH, doc.y)
      .lineWidth(0.5)
      .strokeColor('#a8a29e')
      .stroke();
    doc.y += 4;
  };
  row(m.columns, true);
  rule();
  for (const line of content.lines) {
    row({
      description: line.description,
      quantity: String(line.quantity),
      unitNet: formatCents(line.unitNetCents),
      rate: line.rateBasisPoints === null ? m.noRate : formatVatRate(line.rateBasisPoints),
      net: formatCents(line.netCents),
      vat: formatCents(line.vatCents),
      gross: formatCents(line.grossCents),
    });
  }
  rule();

  // VAT per rate and the totals, right-aligned under the amounts.
  const labelWidth = 200;
  const amountWidth = 90;
  const labelX = MARGIN + WIDTH - labelWidth - amountWidth;
  const total = (label: string, cents: number, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 10);
    if (doc.y + 16 > BOTTOM) doc.addPage();
    const top = doc.y;
    doc.text(label, labelX, top, { width: labelWidth });
    doc.text(formatCents(cents), labelX + labelWidth, top, { width: amountWidth, align: 'right' });
    doc.x = MARGIN;
    doc.y = top + (bold ? 16 : 14);
  };
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(10).text(m.perRate, labelX, doc.y);
  for (const part of content.totals) {
    const rate = formatVatRate(part.rateBasisPoints);
    total(m.rateBasis(rate), part.netCents);
    total(m.rateVat(rate), part.vatCents);
  }
  doc.moveDown(0.5);
  total(m.totalNet, content.netCents);
  total(m.totalVat, content.vatCents);
  total(m.totalGross, content.grossCents, true);

  doc
    .moveDown(2)
    .font('Helvetica')
    .fontSize(9)
    .fillColor(GREY)
    .text(invoice.kind === 'credit' ? m.refunded : m.paid, MARGIN, doc.y, { width: WIDTH });

  doc.end();
  return done;
}
