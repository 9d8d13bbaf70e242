import { authMessages } from '@shop/shared/auth';
import { type Coupon, type CouponInput, couponMessages } from '@shop/shared/coupon';
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

let serial = 0;
/** A code of its own for each test, so the tests of this file never meet. */
const uniqueCode = (prefix: string) => `${prefix}${++serial}${Math.random().toString(36).slice(2, 6)}`;

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: Actor, payload?: object) =>
  app.inject({ method, url, ...(who ? { headers: who.headers } : {}), ...(payload ? { payload } : {}) });

async function create(input: CouponInput): Promise<Coupon> {
  const response = await send('POST', '/api/admin/coupons', admin, input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('the admin', () => {
  it('creates, reads, changes and deletes a code, stored in capitals, amounts in euros', async () => {
    const code = uniqueCode('zomer');
    const created = await create({
      code: ` ${code} `,
      kind: 'fixed',
      amountOff: 7.5,
      percentOff: 20,
      validFrom: '2026-12-01',
      validTo: '2026-12-31',
      minimumOrder: 25,
      usageLimit: 100,
      perCustomerLimit: 1,
      firstOrderOnly: true,
    });
    expect(created).toEqual({
      _id: expect.any(String),
      code: code.toUpperCase(),
      kind: 'fixed',
      percentOff: null,
      amountOff: 7.5,
      validFrom: '2026-12-01',
      validTo: '2026-12-31',
      minimumOrder: 25,
      usageLimit: 100,
      perCustomerLimit: 1,
      firstOrderOnly: true,
      isActive: true,
      timesUsed: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const listed = (await send('GET', `/api/admin/coupons?code=${code}`, admin)).json();
    expect(listed).toEqual({ data: [created], page: 1, limit: 50, totalPages: 1, totalRecords: 1 });

    const changed = await send('PUT', `/api/admin/coupons/${created._id}`, admin, {
      code: `${code}b`,
      kind: 'percentage',
      percentOff: 15,
      isActive: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({
      ...created,
      code: `${code}B`.toUpperCase(),
      kind: 'percentage',
      percentOff: 15,
      amountOff: null,
      validFrom: null,
      validTo: null,
      minimumOrder: null,
      usageLimit: null,
      perCustomerLimit: null,
      firstOrderOnly: false,
      isActive: false,
      updatedAt: expect.any(String),
    });

    expect((await send('DELETE', `/api/admin/coupons/${created._id}`, admin)).statusCode).toBe(204);
    expect((await send('GET', `/api/admin/coupons?code=${code}`, admin)).json().data).toEqual([]);
  });

  it('keeps codes unique whatever their case: 409 in Dutch, and nothing changed', async () => {
    const code = uniqueCode('uniek');
    const first = await create({ code, kind: 'free_shipping' });
    const again = await send('POST', '/api/admin/coupons', admin, {
      code: code.toLowerCase(),
      kind: 'fixed',
      amountOff: 5,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Er bestaat al een kortingscode met deze code.');

    const other = await create({ code: `${code}x`, kind: 'free_shipping' });
    const renamed = await send('PUT', `/api/admin/coupons/${other._id}`, admin, {
      code,
      kind: 'free_shipping',
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error.message).toBe(couponMessages.codeTaken);
    const list = (await send('GET', `/api/admin/coupons?code=${code}`, admin)).json().data as Coupon[];
    expect(list.map((coupon) => [coupon.code, coupon.kind])).toEqual([
      [first.code, 'free_shipping'],
      [other.code, 'free_shipping'],
    ]);
  });

  it('gets 404 for a code that does not exist', async () => {
    for (const response of [
      await send('PUT', `/api/admin/coupons/${SOME_ID}`, admin, { code: 'NERGENS', kind: 'free_shipping' }),
      await send('DELETE', `/api/admin/coupons/${SOME_ID}`, admin),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Kortingscode niet gevonden.');
    }
  });

  it('is refused a code that breaks a rule, with 400 and the Dutch message per field', async () => {
    const response = await send('POST', '/api/admin/coupons', admin, {
      code: 'x!',
      kind: 'percentage',
      percentOff: 120,
      validFrom: '2026-13-01',
      validTo: '2026-12-01',
      minimumOrder: -1,
      usageLimit: 0,
      perCustomerLimit: 0.5,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual({
      code: [couponMessages.codeFormat],
      validFrom: [couponMessages.invalidDay],
      minimumOrder: [couponMessages.minimumOrderPositive],
      usageLimit: [couponMessages.usageLimitPositive],
      perCustomerLimit: [couponMessages.perCustomerLimitPositive],
    });
    const fixed = await send('POST', '/api/admin/coupons', admin, {
      code: 'VASTBEDRAG',
      kind: 'fixed',
      validFrom: '2026-12-02',
      validTo: '2026-12-01',
    });
    expect(fixed.statusCode).toBe(400);
    expect(fixed.json().error.details).toEqual({
      amountOff: [couponMessages.amountOffPositive],
      validTo: [couponMessages.validToBeforeFrom],
    });
    const kind = await send('POST', '/api/admin/coupons', admin, { code: 'SOORT', kind: 'cadeau' });
    expect(kind.statusCode).toBe(400);
    expect(Object.keys(kind.json().error.details)).toEqual(['kind']);
  });

  it('pages the codes alphabetically, filtered on a part of the code in any case', async () => {
    const prefix = uniqueCode('lijst');
    for (const suffix of ['C', 'A', 'B']) await create({ code: `${prefix}${suffix}`, kind: 'free_shipping' });
    const page = async (query: string) => (await send('GET', `/api/admin/coupons?${query}`, admin)).json();
    const first = await page(`code=${prefix.toLowerCase()}&limit=2`);
    expect(first.data.map((coupon: Coupon) => coupon.code)).toEqual(
      [`${prefix}A`, `${prefix}B`].map((c) => c.toUpperCase()),
    );
    expect([first.totalPages, first.totalRecords]).toEqual([2, 3]);
    const second = await page(`code=${prefix}&limit=2&page=2`);
    expect(second.data.map((coupon: Coupon) => coupon.code)).toEqual([`${prefix}C`.toUpperCase()]);
    // A percent sign or underscore in the filter is a character, not a wildcard.
    expect((await page(`code=${encodeURIComponent(`${prefix}%`)}`)).data).toEqual([]);
    expect((await page(`code=${prefix}_`)).data).toEqual([]);
  });
});

describe('anyone but an admin', () => {
  it('is refused every coupon route: a guest with 401, a user with 403, and nothing changes', async () => {
    const coupon = await create({ code: uniqueCode('geheim'), kind: 'percentage', percentOff: 50 });
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', '/api/admin/coupons'],
      ['POST', '/api/admin/coupons', { code: 'ALLESGRATIS', kind: 'percentage', percentOff: 100 }],
      ['PUT', `/api/admin/coupons/${coupon._id}`, { code: coupon.code, kind: 'percentage', percentOff: 100 }],
      ['DELETE', `/api/admin/coupons/${coupon._id}`],
    ];
    for (const [verb, url, payload] of calls) {
      const asGuest = await send(verb, url, undefined, payload);
      expect(asGuest.statusCode, `${verb} ${url}`).toBe(401);
      expect(asGuest.json().error.message).toBe(authMessages.notLoggedIn);
      const asUser = await send(verb, url, user, payload);
      expect(asUser.statusCode, `${verb} ${url}`).toBe(403);
      expect(asUser.json().error.message).toBe(authMessages.forbidden);
    }
    const after = (await send('GET', `/api/admin/coupons?code=${coupon.code}`, admin)).json().data;
    expect(after).toEqual([coupon]);
    expect((await send('GET', '/api/admin/coupons?code=ALLESGRATIS', admin)).json().data).toEqual([]);
  });
});
