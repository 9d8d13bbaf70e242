import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ADMIN_PAGE_SIZE_DEFAULT,
  adminPageFields,
  apiMessages,
  idParamsSchema,
  limitParam,
  optionalBoolean,
  optionalDate,
  optionalEnum,
  optionalNumber,
  optionalText,
  pageFields,
  pageParam,
  pageWindow,
} from './api.ts';

const filters = z.object({
  text: optionalText,
  date: optionalDate,
  number: optionalNumber,
  flag: optionalBoolean,
  colour: optionalEnum(['rood', 'blauw']),
  page: pageParam,
  limit: limitParam(50),
});

describe('list filters from a query string', () => {
  it('an empty or blank value filters nothing', () => {
    expect(filters.parse({ text: '  ', date: '', number: ' ', flag: '', colour: '' })).toEqual({
      page: 1,
      limit: 50,
    });
  });

  it('text is trimmed and at most 200 characters', () => {
    expect(filters.parse({ text: '  gel  ' }).text).toBe('gel');
    expect(filters.safeParse({ text: 'x'.repeat(201) }).success).toBe(false);
  });

  it('a date is read as a date; anything else is refused with a Dutch message', () => {
    expect(filters.parse({ date: '2026-11-23' }).date).toEqual(new Date('2026-11-23'));
    const refused = filters.safeParse({ date: 'gisteren' });
    expect(refused.error?.issues[0]?.message).toBe('Ongeldige datum');
  });

  it('a number must be finite', () => {
    expect(filters.parse({ number: '12.5' }).number).toBe(12.5);
    expect(filters.safeParse({ number: 'Infinity' }).success).toBe(false);
    expect(filters.safeParse({ number: 'veel' }).success).toBe(false);
  });

  it('a flag is true or false and nothing else', () => {
    expect(filters.parse({ flag: 'true' }).flag).toBe(true);
    expect(filters.parse({ flag: 'false' }).flag).toBe(false);
    expect(filters.safeParse({ flag: 'ja' }).success).toBe(false);
  });

  it('a value of a fixed list must be one of it', () => {
    expect(filters.parse({ colour: 'rood' }).colour).toBe('rood');
    expect(filters.safeParse({ colour: 'groen' }).success).toBe(false);
  });

  it('a page below 1 or not a number means page 1; a page size outside 1..100 means the default', () => {
    expect(filters.parse({ page: '3', limit: '25' })).toMatchObject({ page: 3, limit: 25 });
    for (const page of ['0', '-2', 'twee', '1.5']) expect(filters.parse({ page }).page).toBe(1);
    for (const limit of ['0', '101', 'veel']) expect(filters.parse({ limit }).limit).toBe(50);
    expect(filters.parse({ limit: '100' }).limit).toBe(100);
  });

  it('a list query takes its page fields in one piece: an admin list 50 a page, another its own size', () => {
    expect(z.object({ ...adminPageFields }).parse({})).toEqual({ page: 1, limit: ADMIN_PAGE_SIZE_DEFAULT });
    const shop = z.object({ ...pageFields(12) });
    expect(shop.parse({ page: '2', limit: 'veel' })).toEqual({ page: 2, limit: 12 });
    expect(shop.parse({ page: '0', limit: '30' })).toEqual({ page: 1, limit: 30 });
  });
});

describe('an id in the path', () => {
  it('must be a uuid', () => {
    expect(idParamsSchema.safeParse({ id: '00000000-0000-4000-8000-000000000000' }).success).toBe(true);
    expect(idParamsSchema.safeParse({ id: '42' }).error?.issues[0]?.message).toBe('Ongeldig id.');
  });
});

describe('the page window', () => {
  it('clamps the page to 1..totalPages and an empty list still has one page', () => {
    expect(pageWindow(5, 10, 23)).toEqual({
      page: 3,
      limit: 10,
      totalPages: 3,
      totalRecords: 23,
      offset: 20,
    });
    expect(pageWindow(0, 10, 0)).toEqual({ page: 1, limit: 10, totalPages: 1, totalRecords: 0, offset: 0 });
  });
});

describe('the login throttle message', () => {
  it('counts one second in the singular, more in the plural, and long waits in minutes', () => {
    expect(apiMessages.loginThrottled(1)).toBe(
      'Te veel mislukte pogingen voor dit account. Probeer het over 1 seconde opnieuw.',
    );
    expect(apiMessages.loginThrottled(8)).toContain('over 8 seconden opnieuw');
    expect(apiMessages.loginThrottled(900)).toContain('over 15 minuten opnieuw');
  });
});
