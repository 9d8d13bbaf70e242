import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defaultShopSettings, shopSettingsMessages, shopSettingsSchema } from './shop-settings.ts';

const messagesOf = (input: unknown) =>
  shopSettingsSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('shopSettingsSchema', () => {
  it('takes the defaults as they are', () => {
    expect(shopSettingsSchema.parse(defaultShopSettings)).toEqual(defaultShopSettings);
  });

  it('tidies a VAT number (spaces and dots out, capitals) and takes Dutch and Belgian ones', () => {
    for (const [typed, kept] of [
      ['nl 1234.56789.b01', 'NL123456789B01'],
      ['BE 0123.456.789', 'BE0123456789'],
      ['be1123456789', 'BE1123456789'],
    ]) {
      expect(shopSettingsSchema.parse({ ...defaultShopSettings, vatNumber: typed }).vatNumber).toBe(kept);
    }
  });

  it('refuses numbers of another shape, with the Dutch message', () => {
    for (const vatNumber of ['NL123456789', 'NL12345678B01', 'BE2123456789', 'DE123456789', '']) {
      expect(messagesOf({ ...defaultShopSettings, vatNumber })).toEqual([
        ['vatNumber', shopSettingsMessages.vatNumberInvalid],
      ]);
    }
    for (const kvkNumber of ['1234567', '123456789', '1234567a']) {
      expect(messagesOf({ ...defaultShopSettings, kvkNumber })).toEqual([
        ['kvkNumber', shopSettingsMessages.kvkInvalid],
      ]);
    }
    expect(messagesOf({ ...defaultShopSettings, sellerName: '  ', email: 'geen' })).toEqual([
      ['sellerName', shopSettingsMessages.sellerNameRequired],
      ['email', shopSettingsMessages.emailInvalid],
    ]);
  });

  it('also writes an answer: the API serialises through the same schema', () => {
    expect(z.encode(shopSettingsSchema, defaultShopSettings)).toEqual(defaultShopSettings);
  });
});
