import { type NutritionInput, nutritionMessages } from '@shop/shared/nutrition';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor, createProduct, productInput } from '../../../test/factories.ts';
import { products } from '../../db/schema/products.ts';

let app: TestApp;
let admin: Actor;

const gel: NutritionInput = {
  form: 'gel',
  servingSize: { amount: 40, unit: 'g' },
  servingsPerPackage: 6,
  carbohydrateG: 22,
  fructoseG: 7.3,
  sodiumMg: 50,
  potassiumMg: 20,
};

const create = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/products', headers: admin.headers, payload });
const titles = async (query: string) =>
  (
    (await app.inject({ method: 'GET', url: `/api/products?category=Voeding&${query}` })).json().data as {
      title: string;
    }[]
  )
    .map((p) => p.title)
    .sort();

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMax: 1000 });
  admin = await actor(app, 'admin');
  const p = (title: string, nutrition: NutritionInput | null, isPublished = true) =>
    createProduct(app, { title, category: ['Voeding'], nutrition, isPublished }, admin.id);
  await p('Gel Citrus', gel);
  await p('Gel Cola', { ...gel, caffeineMg: 50 });
  await p('Gel Espresso', { form: 'gel', carbohydrateG: 20, fructoseG: 0, caffeineMg: 100 });
  await p('Cafeïnekauwgom', { form: 'chew', carbohydrateG: 0, caffeineMg: 50 });
  await p('Zoutcapsules', { form: 'capsule', sodiumMg: 250 });
  await p('Reep zonder opgave', { form: 'bar', carbohydrateG: 38, caffeineMg: 0 });
  await p('Gelflask', null);
  await p('Verborgen cafeïnegel', { form: 'gel', carbohydrateG: 22, fructoseG: 0, caffeineMg: 75 }, false);
});
afterAll(async () => {
  await app.close();
});

describe('a product’s nutrition per serving', () => {
  it('is saved and answered as the admin filled it in, grams to one decimal', async () => {
    const created = await create(
      productInput({
        nutrition: { ...gel, carbohydrateG: 22.46, servingSize: { amount: 39.94, unit: 'g' } },
      }),
    );
    expect(created.statusCode).toBe(201);
    const expected = {
      form: 'gel',
      servingSize: { amount: 39.9, unit: 'g' },
      servingsPerPackage: 6,
      carbohydrateG: 22.5,
      fructoseG: 7.3,
      sodiumMg: 50,
      potassiumMg: 20,
      caffeineMg: null,
      fluidMl: null,
    };
    expect(created.json().nutrition).toEqual(expected);
    const shown = await app.inject({ method: 'GET', url: `/api/products/${created.json().slug}` });
    expect(shown.json().nutrition).toEqual(expected);
  });

  it('is null for a product without it, and for one whose every field was left empty', async () => {
    expect((await create(productInput())).json().nutrition).toBeNull();
    expect((await create(productInput({ nutrition: null }))).json().nutrition).toBeNull();
    const empty = { form: null, servingSize: null, carbohydrateG: null, caffeineMg: null };
    expect((await create(productInput({ nutrition: empty }))).json().nutrition).toBeNull();
  });

  it('changes with an update, and goes with an update without it', async () => {
    const product = await createProduct(app, { nutrition: gel }, admin.id);
    const put = (nutrition: NutritionInput | null) =>
      app.inject({
        method: 'PUT',
        url: `/api/products/${product.id}`,
        headers: admin.headers,
        payload: productInput({ title: product.title, slug: product.slug, nutrition }),
      });
    const changed = await put({ form: 'drink-mix', carbohydrateG: 80, fructoseG: 35.6, fluidMl: 500 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().nutrition).toMatchObject({ form: 'drink-mix', carbohydrateG: 80, sodiumMg: null });
    expect((await put(null)).json().nutrition).toBeNull();
    const [row] = await app.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ nutritionForm: null, carbohydrateDecigrams: null, fluidMl: null });
  });

  it('rejects each broken rule with its Dutch message under its field', async () => {
    const refused = async (nutrition: object) => {
      const response = await create({ ...productInput(), nutrition });
      expect(response.statusCode, JSON.stringify(nutrition)).toBe(400);
      return response.json().error.details as Record<string, string[]>;
    };
    expect((await refused({ carbohydrateG: 20, fructoseG: 20.1 }))['nutrition.fructoseG']).toEqual([
      nutritionMessages.fructoseAboveCarbohydrate,
    ]);
    expect((await refused({ fructoseG: 5 }))['nutrition.fructoseG']).toEqual([
      nutritionMessages.fructoseWithoutCarbohydrate,
    ]);
    expect((await refused({ carbohydrateG: 201 }))['nutrition.carbohydrateG']).toEqual([
      nutritionMessages.carbohydrateRange,
    ]);
    expect((await refused({ carbohydrateG: -1 }))['nutrition.carbohydrateG']).toEqual([
      nutritionMessages.carbohydrateRange,
    ]);
    expect((await refused({ sodiumMg: 12.5 }))['nutrition.sodiumMg']).toEqual([
      nutritionMessages.sodiumRange,
    ]);
    expect((await refused({ potassiumMg: 5001 }))['nutrition.potassiumMg']).toEqual([
      nutritionMessages.potassiumRange,
    ]);
    expect((await refused({ caffeineMg: 401 }))['nutrition.caffeineMg']).toEqual([
      nutritionMessages.caffeineRange,
    ]);
    expect((await refused({ fluidMl: -5 }))['nutrition.fluidMl']).toEqual([nutritionMessages.fluidRange]);
    expect((await refused({ servingsPerPackage: 0 }))['nutrition.servingsPerPackage']).toEqual([
      nutritionMessages.servingsPerPackageRange,
    ]);
    expect(
      (await refused({ servingSize: { amount: 0, unit: 'g' } }))['nutrition.servingSize.amount'],
    ).toEqual([nutritionMessages.servingSizeRange]);
    expect(
      (await refused({ servingSize: { amount: 40, unit: 'kg' } }))['nutrition.servingSize.unit'],
    ).toEqual([nutritionMessages.servingSizeRange]);
    expect((await refused({ form: 'poeder' }))['nutrition.form']).toEqual([nutritionMessages.formInvalid]);
    expect((await refused({ caffeineMg: '50' }))['nutrition.caffeineMg']).toEqual([
      nutritionMessages.caffeineRange,
    ]);
  });

  it('takes fructose equal to the carbohydrate, and the bounds themselves', async () => {
    const response = await create(
      productInput({
        nutrition: {
          carbohydrateG: 200,
          fructoseG: 200,
          sodiumMg: 5000,
          potassiumMg: 0,
          caffeineMg: 400,
          fluidMl: 2000,
          servingsPerPackage: 1000,
          servingSize: { amount: 2000, unit: 'ml' },
        },
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().nutrition).toMatchObject({ carbohydrateG: 200, fructoseG: 200, form: null });
  });

  it('is kept whole by the database too: no fructose above the carbohydrate, no serving without its unit', async () => {
    const product = await createProduct(app, { nutrition: gel }, admin.id);
    const broken = [
      sql`update products set fructose_decigrams = carbohydrate_decigrams + 1 where id = ${product.id}`,
      sql`update products set carbohydrate_decigrams = null where id = ${product.id}`,
      sql`update products set serving_unit = null where id = ${product.id}`,
      sql`update products set caffeine_mg = -1 where id = ${product.id}`,
    ];
    for (const statement of broken) await expect(app.db.execute(statement)).rejects.toThrow();
  });
});

describe('the shop’s nutrition filters', () => {
  it('"met cafeïne" lists the published products a serving of which holds caffeine', async () => {
    expect(await titles('caffeine=true')).toEqual(['Cafeïnekauwgom', 'Gel Cola', 'Gel Espresso']);
  });

  it('caffeine=false lists the rest: a caffeine of 0 or none stated', async () => {
    expect(await titles('caffeine=false')).toEqual([
      'Gel Citrus',
      'Gelflask',
      'Reep zonder opgave',
      'Zoutcapsules',
    ]);
  });

  it('"zonder fructose" lists only products stated to hold none: fructose 0, or no carbohydrate at all', async () => {
    expect(await titles('fructose=false')).toEqual(['Cafeïnekauwgom', 'Gel Espresso']);
    expect(await titles('fructose=true')).toEqual(['Gel Citrus', 'Gel Cola']);
  });

  it('combines with the other filters and with each other', async () => {
    expect(await titles('caffeine=true&fructose=false')).toEqual(['Cafeïnekauwgom', 'Gel Espresso']);
    expect(await titles('caffeine=true&title=gel')).toEqual(['Gel Cola', 'Gel Espresso']);
    expect(await titles('caffeine=&fructose=')).toHaveLength(7);
  });

  it('shows an admin the hidden products that match, never a guest', async () => {
    const list = await app.inject({
      method: 'GET',
      url: '/api/products?category=Voeding&caffeine=true&fructose=false',
      headers: admin.headers,
    });
    expect((list.json().data as { title: string }[]).map((p) => p.title).sort()).toEqual([
      'Cafeïnekauwgom',
      'Gel Espresso',
      'Verborgen cafeïnegel',
    ]);
  });

  it('answers 400 to a filter value that is not true or false', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/products?caffeine=ja' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.caffeine).toBeDefined();
  });

  it('follows a change of a product’s nutrition at once (the listing cache)', async () => {
    expect(await titles('caffeine=true')).not.toContain('Gel Citrus');
    const [citrus] = await app.db.select().from(products).where(eq(products.title, 'Gel Citrus'));
    await app.inject({
      method: 'PUT',
      url: `/api/products/${citrus!.id}`,
      headers: admin.headers,
      payload: productInput({
        title: citrus!.title,
        slug: citrus!.slug,
        category: ['Voeding'],
        nutrition: { ...gel, caffeineMg: 25 },
      }),
    });
    expect(await titles('caffeine=true')).toContain('Gel Citrus');
  });
});
