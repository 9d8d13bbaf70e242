import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';

/** One row of a spreadsheet: a cell per column key, as text (empty when null or missing). */
export type CsvRecord<Key extends string> = Record<Key, string | null>;

/**
 * A CSV file a Dutch spreadsheet opens as it is, written as `records` come (a stream, never the
 * whole file in memory): UTF-8 with a byte order mark (else Excel reads it as Windows-1252), `;`
 * between cells (Excel's separator where the comma is the decimal sign), CRLF between rows, and a
 * first row naming the columns.
 *
 * Formula injection (decision 056): a cell whose text starts with `=`, `+`, `-`, `@`, a tab or a
 * carriage return (or their full-width forms) gets a leading apostrophe, in every column, so a
 * spreadsheet shows it as text instead of running it: a customer's name or a product title is
 * anyone's text.
 */
export function spreadsheetCsv<Key extends string>(
  columns: Record<Key, string>,
  records: AsyncIterable<CsvRecord<Key>>,
): Transform {
  const csv = stringify({
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    header: true,
    columns: Object.entries<string>(columns).map(([key, header]) => ({ key, header })),
    escape_formulas: true,
  });
  // A failure on the way (the database gone mid-export) ends the answer early instead of
  // leaving it open; the error is the stream's, which the server logs.
  pipeline(Readable.from(records), csv).catch(() => {});
  return csv;
}

/** Cents as a Dutch spreadsheet reads an amount: '1234,50' (a decimal comma, no thousands separator). */
export function decimalComma(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)},${String(whole % 100).padStart(2, '0')}`;
}
