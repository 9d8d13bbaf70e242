import { authMessages } from '@shop/shared/auth';
import {
  cheapestShipping,
  freeShippingNote,
  type ShippingMethod,
  type ShippingMethodInput,
  shippingMessages,
  shippingRuleOf,
} from '@shop/shared/shipping';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor } from '../../../test/factories.ts';
import { openShop } from '../../../test/shop.ts';

let app: TestApp;
let admin: Actor;
let user: Actor;

beforeAll(async () => {
  ({ app, admin } = await openShop());
  user = await actor(app, 'user');
});
afterAll(() => app.close());

const SOME_ID = '00000000-0000-4000-8000-000000000000';

const pakket: ShippingMethodInput = {
  name: 'PostNL pakket',
  carrier: 'PostNL',
  countries: ['NL'],
  price: 6.95,
  freeAbove: 40,
  deliveryEstimate: '1 werkdag',
};

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: Actor, payload?: object) =>
  app.inject({ method, url, ...(who ? { headers: who.headers } : {}), ...(payload ? { payload } : {}) });

async function create(input: ShippingMethodInput): Promise<ShippingMethod> {
  const response = await send('POST', '/api/admin/shipping', admin, input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const remove = (id: string) => send('DELETE', `/api/admin/shipping/${id}`, admin);

async function publicList(query = ''): Promise<ShippingMethod[]> {
  const response = await send('GET', `/api/shipping/methods${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the admin', () => {
  it('creates, lists, changes and deletes a method, amounts in euros', async () => {
    const created = await create({ ...pakket, countries: ['BE', 'NL'] });
    expect(created).toEqual({
      _id: expect.any(String),
      ...pakket,
      countries: ['NL', 'BE'],
      maxOrder: null,
      isActive: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const listed = (await send('GET', '/api/admin/shipping', admin)).json() as ShippingMethod[];
    expect(listed).toContainEqual(created);

    const changed = await send('PUT', `/api/admin/shipping/${created._id}`, admin, {
      ...pakket,
      name: 'PostNL brievenbus',
      price: 4.25,
      freeAbove: null,
      maxOrder: 25,
      isActive: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      _id: created._id,
      name: 'PostNL brievenbus',
      countries: ['NL'],
      price: 4.25,
      freeAbove: null,
      maxOrder: 25,
      isActive: false,
    });
    // Inactive: the admin still sees it, the shop does not.
    expect((await send('GET', '/api/admin/shipping', admin)).json()).toContainEqual(changed.json());
    expect((await publicList()).map((method) => method._id)).not.toContain(created._id);

    expect((await remove(created._id)).statusCode).toBe(204);
    const gone = (await send('GET', '/api/admin/shipping', admin)).json() as ShippingMethod[];
    expect(gone.map((method) => method._id)).not.toContain(created._id);
  });

  it('gets 404 for a method that does not exist', async () => {
    for (const response of [
      await send('PUT', `/api/admin/shipping/${SOME_ID}`, admin, pakket),
      await remove(SOME_ID),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(shippingMessages.notFound);
    }
  });

  it('is refused a method that breaks a rule, with 400 and the Dutch message per field', async () => {
    const response = await send('POST', '/api/admin/shipping', admin, {
      name: ' ',
      carrier: '',
      countries: [],
      price: -1,
      freeAbove: 0,
      maxOrder: 0,
      deliveryEstimate: '',
    });
    expect(response.statusCode).toBe(400);
    const { details } = response.json().error;
    expect(details).toMatchObject({
      name: [shippingMessages.nameRequired],
      carrier: [shippingMessages.carrierRequired],
      countries: [shippingMessages.countriesRequired],
      price: [shippingMessages.priceNonNegative],
      maxOrder: [shippingMessages.maxOrderPositive],
      deliveryEstimate: [shippingMessages.deliveryEstimateRequired],
    });
    expect(details.freeAbove).toContain(shippingMessages.freeAbovePositive);

    const overMax = await send('POST', '/api/admin/shipping', admin, { ...pakket, maxOrder: 25 });
    expect(overMax.statusCode).toBe(400);
    expect(overMax.json().error.details).toEqual({ freeAbove: [shippingMessages.freeAboveOverMaxOrder] });

    const elsewhere = await send('POST', '/api/admin/shipping', admin, { ...pakket, countries: ['DE'] });
    expect(elsewhere.statusCode).toBe(400);
    expect(Object.keys(elsewhere.json().error.details)).toEqual(['countries.0']);

    const existing = await create(pakket);
    const badChange = await send('PUT', `/api/admin/shipping/${existing._id}`, admin, {
      ...pakket,
      price: 'gratis',
    });
    expect(badChange.statusCode).toBe(400);
    expect(badChange.json().error.details.price).toEqual([shippingMessages.priceNonNegative]);
    await remove(existing._id);
  });
});

describe('anyone but an admin', () => {
  it('is refused every admin route: a guest with 401, a user with 403', async () => {
    const method = await create(pakket);
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', '/api/admin/shipping'],
      ['POST', '/api/admin/shipping', pakket],
      ['PUT', `/api/admin/shipping/${method._id}`, { ...pakket, price: 0 }],
      ['DELETE', `/api/admin/shipping/${method._id}`],
    ];
    for (const [verb, url, payload] of calls) {
      const asGuest = await send(verb, url, undefined, payload);
      expect(asGuest.statusCode, `${verb} ${url}`).toBe(401);
      expect(asGuest.json().error.message).toBe(authMessages.notLoggedIn);
      const asUser = await send(verb, url, user, payload);
      expect(asUser.statusCode, `${verb} ${url}`).toBe(403);
      expect(asUser.json().error.message).toBe(authMessages.forbidden);
    }
    const [after] = ((await send('GET', '/api/admin/shipping', admin)).json() as ShippingMethod[]).filter(
      (candidate) => candidate._id === method._id,
    );
    expect(after).toEqual(method);
    await remove(method._id);
  });
});

describe('the public list', () => {
  it('holds the active methods, to one country when asked, cheapest first', async () => {
    const methods = [
      await create({ ...pakket, name: 'PostNL brievenbus', price: 4.25, freeAbove: null, maxOrder: 25 }),
      await create(pakket),
      await create({ ...pakket, countries: ['BE'], price: 9.95, freeAbove: null }),
      await create({
        ...pakket,
        name: 'DHL afhaalpunt',
        carrier: 'DHL',
        countries: ['NL', 'BE'],
        price: 4.95,
        freeAbove: null,
      }),
      await create({ ...pakket, name: 'Koerier', price: 2.5, isActive: false }),
    ];
    const [brievenbus, nl, be, dhl] = methods;
    const names = (list: ShippingMethod[]) =>
      list.map((method) => `${method.name} ${method.countries.join('+')}`);

    expect(names(await publicList('?country=NL'))).toEqual([
      'PostNL brievenbus NL',
      'DHL afhaalpunt NL+BE',
      'PostNL pakket NL',
    ]);
    expect(names(await publicList('?country=BE'))).toEqual(['DHL afhaalpunt NL+BE', 'PostNL pakket BE']);
    expect((await publicList()).map((method) => method._id)).toEqual([
      brievenbus!._id,
      dhl!._id,
      nl!._id,
      be!._id,
    ]);
    expect(await publicList('?country=')).toEqual(await publicList());

    // The cart's rule on what the shop answers: € 32,90 in the Netherlands.
    const quote = cheapestShipping((await publicList('?country=NL')).map(shippingRuleOf), 'NL', 3290);
    expect(quote?.method.name).toBe('DHL afhaalpunt');
    expect(quote?.priceCents).toBe(495);
    expect(freeShippingNote(quote!)?.replace(/\s/g, ' ')).toBe('Nog € 7,10 tot gratis verzending');

    for (const method of methods) await remove(method._id);
  });

  it('refuses a country the shop does not ship to', async () => {
    const response = await send('GET', '/api/shipping/methods?country=DE');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.country).toHaveLength(1);
  });
});
