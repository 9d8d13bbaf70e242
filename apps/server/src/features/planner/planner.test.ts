import { savedPlanMessages } from '@shop/shared/fuel-plan/api';
import { fuelPlanMessages } from '@shop/shared/fuel-plan/input';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor, createProduct } from '../../../test/factories.ts';

let app: TestApp;
let runner: Actor;
let other: Actor;
const ids: Record<string, string> = {};

/** A 3:45 marathon of a 70 kg runner with a trained gut. */
const marathon = {
  durationMinutes: 225,
  distanceKm: 42.2,
  bodyWeightKg: 70,
  temperatureC: 15,
  sweat: { level: 'medium' },
  gut: 'trained',
  caffeine: { wanted: true, sensitive: false },
};

const post = (url: string, payload: object, who?: Actor) =>
  app.inject({ method: 'POST', url, payload, ...(who ? { headers: who.headers } : {}) });
const get = (url: string, who?: Actor) =>
  app.inject({ method: 'GET', url, ...(who ? { headers: who.headers } : {}) });

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMax: 1000 });
  const admin = await actor(app, 'admin');
  runner = await actor(app, 'user');
  other = await actor(app, 'user');
  const p = async (key: string, title: string, nutrition: object, extra: object = {}) => {
    const row = await createProduct(
      app,
      { title, category: ['Voeding'], stock: 50, nutrition, isPublished: true, ...extra },
      admin.id,
    );
    ids[key] = row.id;
  };
  await p('gel', 'Plangel Citrus', {
    form: 'gel',
    servingsPerPackage: 6,
    carbohydrateG: 22,
    fructoseG: 7.3,
    sodiumMg: 50,
  });
  await p('cola', 'Plangel Cola', {
    form: 'gel',
    servingsPerPackage: 6,
    carbohydrateG: 22,
    fructoseG: 7.3,
    sodiumMg: 50,
    caffeineMg: 50,
  });
  await p(
    'hidden',
    'Plangel Verborgen',
    { form: 'gel', carbohydrateG: 40, fructoseG: 17, sodiumMg: 100 },
    { isPublished: false },
  );
  await p(
    'soldOut',
    'Plangel Uitverkocht',
    { form: 'gel', carbohydrateG: 40, fructoseG: 17, sodiumMg: 100 },
    { stock: 0 },
  );
});
afterAll(async () => {
  await app.close();
});

describe('POST /api/planner/plan', () => {
  it('plans a 3:45 marathon from the published products in stock only, with what to buy', async () => {
    const response = await post('/api/planner/plan', marathon);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.plan.targets.carbohydrate.perHour).toEqual({ min: 60, max: 90 });
    const used = new Set(
      body.plan.timeline.flatMap((s: { items: { productId: string }[] }) => s.items.map((i) => i.productId)),
    );
    expect(used.size).toBeGreaterThan(0);
    expect(used.has(ids.hidden)).toBe(false);
    expect(used.has(ids.soldOut)).toBe(false);
    expect(body.products.map((p: { _id: string }) => p._id).sort()).toEqual([...used].sort());
    for (const line of body.shopping) {
      expect(line.packages).toBe(Math.ceil(line.servings / 6));
    }
  });

  it('answers 400 with the Dutch message for an impossible body', async () => {
    const response = await post('/api/planner/plan', { ...marathon, bodyWeightKg: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(fuelPlanMessages.bodyWeightRange);
  });
});

describe('saved plans', () => {
  it('keeps the check-in after the race, only for the owner, checked in Dutch', async () => {
    const plan = (await post('/api/planner/plans', { name: 'Halve', request: marathon }, runner)).json();
    expect(plan.checkIn).toBeNull();
    const put = (who: Actor, payload: object) =>
      app.inject({
        method: 'PUT',
        url: `/api/planner/plans/${plan.id}/check-in`,
        headers: who.headers,
        payload,
      });
    const bad = await put(runner, { outcome: 'moe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Kies hoe je wedstrijd ging');
    expect((await put(other, { outcome: 'stomach' })).statusCode).toBe(404);
    const done = await put(runner, { outcome: 'stomach' });
    expect(done.statusCode).toBe(200);
    expect(done.json().checkIn).toBe('stomach');
    expect((await get('/api/planner/plans', runner)).json()[0]).toMatchObject({
      id: plan.id,
      checkIn: 'stomach',
    });
    await app.inject({ method: 'DELETE', url: `/api/planner/plans/${plan.id}`, headers: runner.headers });
  });

  it('needs a login (401 for a guest)', async () => {
    expect((await post('/api/planner/plans', { name: 'Marathon', request: marathon })).statusCode).toBe(401);
    expect((await get('/api/planner/plans')).statusCode).toBe(401);
  });

  it('validates the name in Dutch', async () => {
    const empty = await post('/api/planner/plans', { name: '  ', request: marathon }, runner);
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(savedPlanMessages.nameRequired);
    const long = await post('/api/planner/plans', { name: 'x'.repeat(81), request: marathon }, runner);
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(savedPlanMessages.nameTooLong);
  });

  it('saves, lists, opens, shares and deletes the owner’s plan; someone else gets 404', async () => {
    const created = await post(
      '/api/planner/plans',
      { name: 'Marathon Rotterdam', request: marathon },
      runner,
    );
    expect(created.statusCode).toBe(201);
    const plan = created.json();
    expect(plan.result.plan.timeline.length).toBeGreaterThan(0);
    expect(Buffer.from(plan.shareToken, 'base64url')).toHaveLength(32);

    const list = (await get('/api/planner/plans', runner)).json();
    expect(list).toEqual([
      expect.objectContaining({
        id: plan.id,
        name: 'Marathon Rotterdam',
        durationMinutes: 225,
        distanceKm: 42.2,
      }),
    ]);
    expect((await get('/api/planner/plans', other)).json()).toEqual([]);

    expect((await get(`/api/planner/plans/${plan.id}`, runner)).json()).toEqual(plan);
    expect((await get(`/api/planner/plans/${plan.id}`, other)).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/planner/plans/${plan.id}`, headers: other.headers }))
        .statusCode,
    ).toBe(404);

    const shared = await get(`/api/planner/shared/${plan.shareToken}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toEqual({
      name: 'Marathon Rotterdam',
      request: plan.request,
      result: plan.result,
      createdAt: plan.createdAt,
    });
    expect(shared.json()).not.toHaveProperty('id');

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/planner/plans/${plan.id}`,
      headers: runner.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await get(`/api/planner/plans/${plan.id}`, runner)).statusCode).toBe(404);
    expect((await get(`/api/planner/shared/${plan.shareToken}`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown shared link and 400 for a malformed one', async () => {
    expect((await get(`/api/planner/shared/${'a'.repeat(43)}`)).statusCode).toBe(404);
    expect((await get('/api/planner/shared/kort')).statusCode).toBe(400);
  });
});
