import { describe, expect, it } from 'vitest';
import {
  cheapestShipping,
  freeShippingNote,
  type ShippingCountry,
  type ShippingMethod,
  type ShippingRule,
  shippingCountryOf,
  shippingMessages,
  shippingMethodInputSchema,
  shippingOptions,
  shippingRuleOf,
} from './shipping.ts';

type Method = ShippingRule & { name: string };

const method = (name: string, rule: Partial<ShippingRule>): Method => ({
  name,
  countries: ['NL'],
  isActive: true,
  priceCents: 695,
  freeAboveCents: null,
  maxOrderCents: null,
  ...rule,
});

/** The demo shop's methods. */
const brievenbus = method('PostNL brievenbus', { priceCents: 425, maxOrderCents: 2500 });
const pakketNl = method('PostNL pakket', { priceCents: 695, freeAboveCents: 4000 });
const pakketBe = method('PostNL pakket België', { countries: ['BE'], priceCents: 995 });
const dhl = method('DHL afhaalpunt', { countries: ['NL', 'BE'], priceCents: 495 });
const demo = [brievenbus, pakketNl, pakketBe, dhl];

/** Spaces as the reader sees them: Intl writes a no-break space after the euro sign. */
const plain = (text: string | null) => text?.replace(/\s/g, ' ') ?? null;

describe('shippingOptions', () => {
  const offered = (country: ShippingCountry, total: number) =>
    shippingOptions(demo, country, total).map(({ method: { name }, priceCents }) => [name, priceCents]);

  it('lists the methods offered to the country for the amount, cheapest first, with their price', () => {
    expect(offered('NL', 1195)).toEqual([
      ['PostNL brievenbus', 425],
      ['DHL afhaalpunt', 495],
      ['PostNL pakket', 695],
    ]);
    // Above the letterbox maximum, and free from 40 euros.
    expect(offered('NL', 4000)).toEqual([
      ['PostNL pakket', 0],
      ['DHL afhaalpunt', 495],
    ]);
    expect(offered('BE', 1195)).toEqual([
      ['DHL afhaalpunt', 495],
      ['PostNL pakket België', 995],
    ]);
    expect(shippingOptions([{ ...dhl, isActive: false }], 'NL', 1195)).toEqual([]);
  });

  it('keeps the order given among equal prices, so its first is the cheapest method', () => {
    const twin = method('Twin', { priceCents: 495 });
    for (const methods of [
      [dhl, twin],
      [twin, dhl],
    ]) {
      expect(shippingOptions(methods, 'NL', 1000).map(({ method: { name } }) => name)).toEqual(
        methods.map(({ name }) => name),
      );
      expect(shippingOptions(methods, 'NL', 1000)[0]?.method).toBe(
        cheapestShipping(methods, 'NL', 1000)?.method,
      );
    }
  });
});

describe('cheapestShipping', () => {
  it.each<[string, Method[], ShippingCountry, number, string | null, number | null, number | null]>([
    // what, methods, country, total, cheapest, price, left for free
    ['a small order goes by letterbox', demo, 'NL', 1195, 'PostNL brievenbus', 425, 2805],
    ['up to the letterbox maximum itself', demo, 'NL', 2500, 'PostNL brievenbus', 425, 1500],
    ['above it the pickup point is cheapest', demo, 'NL', 3290, 'DHL afhaalpunt', 495, 710],
    ['from the threshold on the parcel is free', demo, 'NL', 4000, 'PostNL pakket', 0, null],
    ['and above it', demo, 'NL', 12_000, 'PostNL pakket', 0, null],
    ['Belgium: only the methods to Belgium', demo, 'BE', 1195, 'DHL afhaalpunt', 495, null],
    ['Belgium never ships free here', demo, 'BE', 50_000, 'DHL afhaalpunt', 495, null],
    ['no method to the country', [pakketNl], 'BE', 1000, null, null, null],
    ['none at all', [], 'NL', 1000, null, null, null],
    [
      'an inactive method is never offered',
      [{ ...dhl, isActive: false }, pakketNl],
      'NL',
      1000,
      'PostNL pakket',
      695,
      3000,
    ],
    ['only inactive ones: none', [{ ...dhl, isActive: false }], 'NL', 1000, null, null, null],
    [
      'a tie goes to the first given',
      [pakketNl, method('Tweede', { priceCents: 695 })],
      'NL',
      100,
      'PostNL pakket',
      695,
      3900,
    ],
    [
      'the nearest threshold counts, also of a dearer method',
      [
        method('Goedkoop', { priceCents: 300, freeAboveCents: 6000 }),
        method('Duur', { priceCents: 800, freeAboveCents: 3000 }),
      ],
      'NL',
      2000,
      'Goedkoop',
      300,
      1000,
    ],
    [
      'a free method without threshold makes shipping free',
      [pakketNl, method('Ophalen', { priceCents: 0 })],
      'NL',
      1000,
      'Ophalen',
      0,
      null,
    ],
    [
      'a method whose maximum the order passed gives no threshold',
      [method('Klein', { priceCents: 300, maxOrderCents: 2000, freeAboveCents: 1500 }), dhl],
      'NL',
      2100,
      'DHL afhaalpunt',
      495,
      null,
    ],
    ['an empty cart', demo, 'NL', 0, 'PostNL brievenbus', 425, 4000],
  ])('%s', (_, methods, country, total, name, priceCents, leftForFreeCents) => {
    const quote = cheapestShipping(methods, country, total);
    expect(
      quote && { name: quote.method.name, priceCents: quote.priceCents, left: quote.leftForFreeCents },
    ).toEqual(name === null ? null : { name, priceCents, left: leftForFreeCents });
  });
});

describe('freeShippingNote', () => {
  it.each<[number, number | null, string | null]>([
    [495, 710, 'Nog € 7,10 tot gratis verzending'],
    [695, 1, 'Nog € 0,01 tot gratis verzending'],
    [695, 123_456, 'Nog € 1.234,56 tot gratis verzending'],
    [0, null, 'Gratis verzending'],
    [495, null, null],
  ])('price %i, left %s: %s', (priceCents, leftForFreeCents, note) => {
    expect(plain(freeShippingNote({ priceCents, leftForFreeCents }))).toBe(note);
  });
});

describe('shippingRuleOf', () => {
  it('reads the API amounts in euros as cents', () => {
    const fromApi: ShippingMethod = {
      _id: 'm1',
      name: 'PostNL brievenbus',
      carrier: 'PostNL',
      countries: ['NL'],
      price: 4.25,
      freeAbove: null,
      maxOrder: 25,
      deliveryEstimate: '1-2 werkdagen',
      isActive: true,
      createdAt: '2026-11-26T00:00:00.000Z',
      updatedAt: '2026-11-26T00:00:00.000Z',
    };
    expect(shippingRuleOf(fromApi)).toMatchObject({
      priceCents: 425,
      freeAboveCents: null,
      maxOrderCents: 2500,
    });
    expect(shippingRuleOf({ ...fromApi, freeAbove: 40.1, maxOrder: null })).toMatchObject({
      freeAboveCents: 4010,
      maxOrderCents: null,
    });
  });
});

describe('shippingCountryOf', () => {
  it.each<[string, ShippingCountry | null]>([
    ['Nederland', 'NL'],
    ['  nederland ', 'NL'],
    ['NL', 'NL'],
    ['The  Netherlands', 'NL'],
    ['België', 'BE'],
    ['Belgie', 'BE'],
    ['belgië', 'BE'],
    ['BE', 'BE'],
    ['Belgium', 'BE'],
    ['Duitsland', null],
    ['', null],
    ['constructor', null],
  ])('%j is %s', (written, country) => {
    expect(shippingCountryOf(written)).toBe(country);
  });
});

describe('shippingMethodInputSchema', () => {
  const valid = {
    name: 'PostNL pakket',
    carrier: 'PostNL',
    countries: ['NL'],
    price: 6.95,
    freeAbove: 40,
    deliveryEstimate: '1-2 werkdagen',
  };
  const messagesOf = (input: object) => {
    const result = shippingMethodInputSchema.safeParse(input);
    return result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('takes a valid method, with its defaults, and each country once in the shop order', () => {
    expect(shippingMethodInputSchema.parse({ ...valid, countries: ['BE', 'NL', 'BE'] })).toEqual({
      ...valid,
      countries: ['NL', 'BE'],
      maxOrder: null,
      isActive: true,
    });
    expect(
      shippingMethodInputSchema.parse({ ...valid, price: 0, freeAbove: null, name: '  Ophalen ' }),
    ).toMatchObject({
      name: 'Ophalen',
      price: 0,
      freeAbove: null,
    });
  });

  it.each<[string, object, string]>([
    ['no name', { name: '  ' }, `name: ${shippingMessages.nameRequired}`],
    ['no carrier', { carrier: '' }, `carrier: ${shippingMessages.carrierRequired}`],
    ['no country', { countries: [] }, `countries: ${shippingMessages.countriesRequired}`],
    ['no country list', { countries: undefined }, `countries: ${shippingMessages.countriesRequired}`],
    ['a negative price', { price: -1 }, `price: ${shippingMessages.priceNonNegative}`],
    ['no price', { price: undefined }, `price: ${shippingMessages.priceNonNegative}`],
    ['a price that is no number', { price: Number.NaN }, `price: ${shippingMessages.priceNonNegative}`],
    ['free above 0', { freeAbove: 0 }, `freeAbove: ${shippingMessages.freeAbovePositive}`],
    ['a maximum of 0', { maxOrder: 0, freeAbove: null }, `maxOrder: ${shippingMessages.maxOrderPositive}`],
    [
      'free above the maximum',
      { freeAbove: 40, maxOrder: 25 },
      `freeAbove: ${shippingMessages.freeAboveOverMaxOrder}`,
    ],
    [
      'no delivery estimate',
      { deliveryEstimate: ' ' },
      `deliveryEstimate: ${shippingMessages.deliveryEstimateRequired}`,
    ],
  ])('refuses %s with its Dutch message', (_, change, message) => {
    expect(messagesOf({ ...valid, ...change })).toEqual([message]);
  });

  it('refuses a country it does not ship to', () => {
    expect(messagesOf({ ...valid, countries: ['DE'] })).toHaveLength(1);
  });
});
