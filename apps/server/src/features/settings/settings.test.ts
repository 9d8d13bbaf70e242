import { authMessages } from '@shop/shared/auth';
import { defaultShopSettings, type ShopSettings, shopSettingsMessages } from '@shop/shared/shop-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor } from '../../../test/factories.ts';
import { openShop, servicesOf } from '../../../test/shop.ts';
import { shopSettings } from '../../db/schema/settings.ts';

let app: TestApp;
let admin: Actor;
let user: Actor;

beforeAll(async () => {
  ({ app, admin } = await openShop());
  user = await actor(app, 'user');
});
afterAll(() => app.close());

const mine: ShopSettings = {
  sellerName: 'Renvoer V.O.F.',
  sellerStreet: 'Kanaalweg 3',
  sellerZip: '9000',
  sellerCity: 'Gent',
  kvkNumber: '87654321',
  vatNumber: 'BE0123456789',
  email: 'hallo@renvoer.be',
  oneStopShop: true,
};

const send = (method: 'GET' | 'PUT', who?: Actor, payload?: object) =>
  app.inject({
    method,
    url: '/api/admin/settings',
    ...(who ? { headers: who.headers } : {}),
    ...(payload ? { payload } : {}),
  });

// First in the file: nothing has been saved yet.
describe('a shop whose admin never saved its settings', () => {
  it('answers the shared defaults, to the admin and to the other features', async () => {
    const response = await send('GET', admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(defaultShopSettings);
    expect(await servicesOf(app).settings.get()).toEqual(defaultShopSettings);
    expect(await app.db.select().from(shopSettings)).toEqual([]);
  });
});

describe('the admin', () => {
  it('saves the settings, tidied as the shared schema says, and changes them again in the one row', async () => {
    const saved = await send('PUT', admin, {
      ...mine,
      sellerName: '  Renvoer V.O.F. ',
      kvkNumber: ' 87654321 ',
      vatNumber: 'be 0123.456.789',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(mine);
    expect((await send('GET', admin)).json()).toEqual(mine);
    // What invoices and the VAT of an order will read.
    expect(await servicesOf(app).settings.get()).toEqual(mine);

    const changed = { ...mine, oneStopShop: false, vatNumber: 'NL987654321B02' };
    const again = await send('PUT', admin, changed);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(changed);
    const rows = await app.db.select().from(shopSettings);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ oneStopShop: false, vatNumber: 'NL987654321B02' });
  });

  it('reads the settings inside a transaction of the caller', async () => {
    const { settings } = servicesOf(app);
    const current = await settings.get();
    await app.db.transaction(async (tx) => {
      expect(await settings.get(tx)).toEqual(current);
    });
  });

  it('is refused settings that break a rule, with 400 and the Dutch message per field', async () => {
    const before = (await send('GET', admin)).json();
    const response = await send('PUT', admin, {
      sellerName: ' ',
      sellerStreet: '',
      sellerZip: '',
      sellerCity: '',
      kvkNumber: '1234567',
      vatNumber: 'NL12345',
      email: 'geen-adres',
      oneStopShop: 'ja',
    });
    expect(response.statusCode).toBe(400);
    const { details } = response.json().error;
    expect(details).toMatchObject({
      sellerName: [shopSettingsMessages.sellerNameRequired],
      sellerStreet: [shopSettingsMessages.streetRequired],
      sellerZip: [shopSettingsMessages.zipRequired],
      sellerCity: [shopSettingsMessages.cityRequired],
      kvkNumber: [shopSettingsMessages.kvkInvalid],
      vatNumber: [shopSettingsMessages.vatNumberInvalid],
      email: [shopSettingsMessages.emailInvalid],
    });
    // The switch is a yes or no; zod's own message, in Dutch.
    expect(details.oneStopShop).toEqual([expect.stringMatching(/^Ongeldige invoer/)]);

    for (const vatNumber of ['DE123456789', 'BE2123456789', 'NL123456789B1']) {
      const wrong = await send('PUT', admin, { ...mine, vatNumber });
      expect(wrong.statusCode, vatNumber).toBe(400);
      expect(wrong.json().error.details).toEqual({ vatNumber: [shopSettingsMessages.vatNumberInvalid] });
    }
    const missing = await send('PUT', admin, { sellerName: 'Alleen een naam' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.details).sort()).toEqual(
      ['email', 'kvkNumber', 'oneStopShop', 'sellerCity', 'sellerStreet', 'sellerZip', 'vatNumber'].sort(),
    );
    expect((await send('GET', admin)).json()).toEqual(before);
  });
});

describe('anyone but an admin', () => {
  it('is refused the settings: a guest with 401, a user with 403, and nothing changes', async () => {
    const before = (await send('GET', admin)).json();
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { ...mine, sellerName: 'Overgenomen B.V.' }],
    ] as const) {
      const asGuest = await send(method, undefined, payload);
      expect(asGuest.statusCode, method).toBe(401);
      expect(asGuest.json().error.message).toBe(authMessages.notLoggedIn);
      const asUser = await send(method, user, payload);
      expect(asUser.statusCode, method).toBe(403);
      expect(asUser.json().error.message).toBe(authMessages.forbidden);
    }
    expect((await send('GET', admin)).json()).toEqual(before);
  });
});
