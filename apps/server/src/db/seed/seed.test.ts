import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { blogCategories } from '@shop/shared/blog-categories';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loadConfig } from '../../config.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { blogPosts } from '../schema/blog.ts';
import { productPriceChanges, products } from '../schema/products.ts';
import { shippingMethods } from '../schema/shipping.ts';
import { users } from '../schema/users.ts';
import { demoProducts } from './demo-products.ts';
import { DEMO_LISTED_DAYS_AGO, DEMO_USER, seedDatabase } from './seed.ts';

let app: TestApp;

const config = (env: Record<string, string> = {}) =>
  loadConfig({
    JWT_SECRET: 'x'.repeat(40),
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'shop-seed-')),
    ...env,
  });

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('seeding a fresh database', () => {
  it('creates no demo account in production unless asked', async () => {
    const production = { NODE_ENV: 'production', ADMIN_PASSWORD: 'geheim-admin', PAYMENT_EMULATOR: 'true' };
    expect(config(production).demoAccount).toBe(false);
    expect(config({ ...production, DEMO_ACCOUNT: 'true' }).demoAccount).toBe(true);
    expect(config().demoAccount).toBe(true);
    expect(config({ DEMO_ACCOUNT: 'false' }).demoAccount).toBe(false);
    const fresh = await buildTestApp();
    try {
      await seedDatabase(fresh.db, config(production), fresh.log);
      expect(await fresh.db.select().from(users).where(eq(users.email, DEMO_USER.email))).toEqual([]);
      expect((await fresh.db.select().from(products)).length).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  });

  it('creates the admin, the demo user and the demo content once', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await seedDatabase(
      app.db,
      config({ ADMIN_EMAIL: 'baas@loopvoeding.nl', ADMIN_PASSWORD: 'geheim-admin' }),
      app.log,
    );

    const [admin] = await app.db.select().from(users).where(eq(users.email, 'baas@loopvoeding.nl'));
    expect(admin?.role).toBe('admin');
    expect(await verifyPassword(admin!.passwordHash, 'geheim-admin')).toBe(true);
    const [demo] = await app.db.select().from(users).where(eq(users.email, DEMO_USER.email));
    expect(demo?.role).toBe('user');

    const productRows = await app.db.select().from(products);
    expect(productRows.filter((p) => p.isPublished).length).toBeGreaterThanOrEqual(24);
    const posts = await app.db.select().from(blogPosts).where(eq(blogPosts.isPublished, true));
    expect(posts.length).toBeGreaterThanOrEqual(15);
    expect(new Set(posts.map((p) => p.category))).toEqual(new Set(blogCategories));
    expect(productRows.every((p) => p.image?.startsWith('/images/'))).toBe(true);
    // Food and drinks pay the reduced VAT rate; the one thing that is not food, the flask, the standard.
    expect(productRows.filter((p) => p.vatClass === 'standard').map((p) => p.slug)).toEqual([
      'gelflask-herbruikbaar-150-ml',
    ]);
    // Fuel states what a serving holds (decision 061): gels of 20–40 g, some with caffeine, drinks
    // with sodium, tablets with next to no carbohydrate; packs and the flask state nothing.
    const nutrition = (slug: string) => productRows.find((p) => p.slug === slug)!;
    expect(nutrition('hardloopgel-citrus-6-stuks')).toMatchObject({
      nutritionForm: 'gel',
      carbohydrateDecigrams: 220,
      caffeineMg: null,
    });
    expect(nutrition('cafeinegel-espresso-4-stuks')).toMatchObject({ nutritionForm: 'gel', caffeineMg: 100 });
    expect(nutrition('sportdrank-high-carb-80-proefzakjes')).toMatchObject({
      nutritionForm: 'drink-mix',
      carbohydrateDecigrams: 800,
      sodiumMg: 500,
      fluidMl: 500,
    });
    expect(nutrition('elektrolyten-tabs-citroen-20-stuks')).toMatchObject({
      nutritionForm: 'tablet',
      sodiumMg: 300,
    });
    for (const slug of ['proefpakket-marathon', 'gelflask-herbruikbaar-150-ml']) {
      expect(nutrition(slug), slug).toMatchObject({ nutritionForm: null, carbohydrateDecigrams: null });
    }
    const gels = productRows.filter((p) => p.nutritionForm === 'gel' && p.isPublished);
    expect(gels.length).toBeGreaterThanOrEqual(5);
    expect(gels.every((p) => p.carbohydrateDecigrams! >= 200 && p.carbohydrateDecigrams! <= 400)).toBe(true);
    expect(gels.filter((p) => (p.caffeineMg ?? 0) > 0).length).toBeGreaterThanOrEqual(2);

    const shipping = await app.db.select().from(shippingMethods);
    expect(
      shipping
        .map((m) => [
          m.name,
          m.countries.join('+'),
          m.priceCents,
          m.freeAboveCents,
          m.maxOrderCents,
          m.isActive,
        ])
        .sort(),
    ).toEqual([
      ['DHL afhaalpunt', 'NL+BE', 495, null, null, true],
      ['PostNL brievenbus', 'NL', 425, null, 2500, true],
      ['PostNL pakket', 'BE', 995, null, null, true],
      ['PostNL pakket', 'NL', 695, 4000, null, true],
    ]);

    // Each product's price has a history (decision 050): the discounted ones their full price for
    // 40 days and more before a reduction that began a week or two ago, so their struck price is
    // the full price; one came with its discount and strikes nothing through.
    const changes = await app.db.select().from(productPriceChanges);
    const DAY_MS = 24 * 60 * 60 * 1000;
    for (const row of productRows) {
      const history = changes
        .filter((change) => change.productId === row.id)
        .sort((a, b) => a.at.getTime() - b.at.getTime());
      const demo = demoProducts.find((product) => product.slug === row.slug)!;
      expect(history[0]!.at, row.slug).toEqual(row.createdAt);
      expect(history.at(-1)).toMatchObject({
        priceCents: row.priceCents,
        discountType: row.discountType,
        discountValueHundredths: row.discountValueHundredths,
      });
      if (!demo.discount) {
        expect(history, row.slug).toHaveLength(1);
        expect(row.referencePriceCents).toBeNull();
      } else if (demo.discountDaysAgo === demo.listedDaysAgo) {
        expect(history, row.slug).toHaveLength(1);
        expect(row.referencePriceCents, row.slug).toBeNull();
      } else {
        const [full, reduced] = history;
        expect(full).toMatchObject({ discountType: null, effectivePriceCents: row.priceCents });
        expect(reduced!.effectivePriceCents).toBeLessThan(row.priceCents);
        expect(reduced!.at.getTime() - full!.at.getTime()).toBeGreaterThanOrEqual(40 * DAY_MS);
        expect(Date.now() - reduced!.at.getTime()).toBeGreaterThanOrEqual(7 * DAY_MS);
        expect(Date.now() - reduced!.at.getTime()).toBeLessThan(15 * DAY_MS);
        expect(row.referencePriceCents, row.slug).toBe(row.priceCents);
      }
    }
    const discounted = productRows.filter((row) => row.discountType !== null);
    expect(discounted.filter((row) => row.referencePriceCents === null).length).toBeGreaterThanOrEqual(1);
    expect(discounted.filter((row) => row.referencePriceCents !== null).length).toBeGreaterThanOrEqual(5);
    expect(DEMO_LISTED_DAYS_AGO).toBeGreaterThanOrEqual(40 + 14);

    // A second start changes nothing, also not an admin password changed since.
    await app.db.update(users).set({ passwordHash: 'gewijzigd' }).where(eq(users.id, admin!.id));
    await app.db.delete(products).where(eq(products.slug, productRows[0]!.slug));
    await seedDatabase(
      app.db,
      config({ ADMIN_EMAIL: 'baas@loopvoeding.nl', ADMIN_PASSWORD: 'ander-wachtwoord' }),
      app.log,
    );
    const [count] = await app.db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(count!.n).toBe(productRows.length - 1);
    const [adminAfter] = await app.db.select().from(users).where(eq(users.id, admin!.id));
    expect(adminAfter!.passwordHash).toBe('gewijzigd');
  });
});
