import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nutritionForms } from '../nutrition-constants.ts';
import { type FuelPlanInput, type FuelProduct, gutTrainings, sweatLevels } from './input.ts';
import { type FuelPlan, fuelPlan } from './plan.ts';
import { fuelSources } from './sources.ts';
import { allProducts, catalogue, soldOut } from './test-catalogue.ts';

const marathon: FuelPlanInput = {
  durationMinutes: 225,
  distanceKm: 42.195,
  bodyWeightKg: 70,
  temperatureC: 15,
  sweat: { level: 'medium' },
  gut: 'trained',
  caffeine: { wanted: true, sensitive: false },
  products: allProducts,
};

const itemsOf = (plan: FuelPlan) => plan.timeline.flatMap((step) => step.items);
const productsOf = (plan: FuelPlan) => new Set(itemsOf(plan).map((item) => item.productId));
const perHourWithin = (plan: FuelPlan) => {
  const { perHour } = plan.targets.carbohydrate;
  return (
    plan.delivered.perHour.carbohydrateG >= perHour!.min &&
    plan.delivered.perHour.carbohydrateG <= perHour!.max
  );
};

describe('fuelPlan: the published cases', () => {
  it('a 1 hour race needs no gel: no timeline, and caffeine before the start', () => {
    const plan = fuelPlan({ ...marathon, durationMinutes: 60, distanceKm: 12 });
    expect(plan.targets.carbohydrate.aim).toBe(0);
    expect(plan.timeline).toEqual([]);
    expect(plan.delivered.carbohydrateG).toBe(0);
    expect(plan.notes.map((n) => n.explanation)).toEqual([
      'Neem je cafeïne ongeveer een uur voor de start: onderweg is er geen moment voor.',
    ]);
  });

  it('a marathon at 3:45 for a 70 kg runner: 60–90 g/h, 480–720 ml/h, sodium, at most 210 mg caffeine late', () => {
    const plan = fuelPlan(marathon);
    expect(plan.targets.carbohydrate.perHour).toEqual({ min: 60, max: 90 });
    expect(perHourWithin(plan)).toBe(true);
    expect(plan.delivered.perHour.fluidMl).toBeGreaterThanOrEqual(480);
    expect(plan.delivered.perHour.fluidMl).toBeLessThanOrEqual(720);
    expect(plan.delivered.perHour.sodiumMg).toBeGreaterThanOrEqual(220);
    expect(plan.delivered.perHour.sodiumMg).toBeLessThanOrEqual(830);
    expect(plan.delivered.caffeineMg).toBeGreaterThanOrEqual(140);
    expect(plan.delivered.caffeineMg).toBeLessThanOrEqual(210);
    // Caffeine only in the second half of the race.
    for (const step of plan.timeline) {
      if (step.items.some((item) => item.caffeineMg > 0)) expect(step.minute).toBeGreaterThanOrEqual(225 / 2);
    }
    // Every 15–30 minutes, the first within half an hour, nothing in the last 10 minutes.
    const minutes = plan.timeline.map((step) => step.minute);
    expect(minutes[0]).toBeLessThanOrEqual(30);
    expect(minutes.at(-1)).toBeLessThanOrEqual(215);
    for (const [i, minute] of minutes.slice(1).entries()) {
      expect(minute - minutes[i]!).toBeGreaterThanOrEqual(15);
      expect(minute - minutes[i]!).toBeLessThanOrEqual(30);
    }
    // Above 60 g/h a glucose:fructose mix: the gel with fructose, not the one without.
    expect(productsOf(plan)).not.toContain(catalogue.mangoGel.id);
    expect(plan.notes).toEqual([]);
  });

  it('a 6 hour ultra in heat: a litre an hour at most, sodium for the sweat, carbohydrate all day', () => {
    const plan = fuelPlan({ ...marathon, durationMinutes: 360, distanceKm: 60, temperatureC: 30 });
    expect(plan.targets.sweatRate.litresPerHour).toBeCloseTo(1.15, 5);
    expect(plan.targets.fluid.perHour).toEqual({ min: 690, max: 1000 });
    expect(plan.targets.sodium.perHour).toEqual({ min: 320, max: 1150 });
    expect(perHourWithin(plan)).toBe(true);
    expect(plan.delivered.perHour.fluidMl).toBeGreaterThanOrEqual(690);
    expect(plan.delivered.perHour.fluidMl).toBeLessThanOrEqual(1000);
    expect(plan.delivered.perHour.sodiumMg).toBeGreaterThanOrEqual(320);
    expect(plan.timeline.every((step) => step.water.ml > 0 && step.water.ml <= 500)).toBe(true);
    expect(plan.timeline.at(-1)!.minute).toBeGreaterThan(300);
  });

  it('a caffeine-sensitive runner gets at most 1.5 mg per kilo, and nothing stronger than fits', () => {
    const plan = fuelPlan({ ...marathon, caffeine: { wanted: true, sensitive: true } });
    expect(plan.targets.caffeine.total).toEqual({ min: 0, max: 105 });
    expect(plan.delivered.caffeineMg).toBeGreaterThan(0);
    expect(plan.delivered.caffeineMg).toBeLessThanOrEqual(105);
    expect(Math.max(...itemsOf(plan).map((item) => item.caffeineMg))).toBeLessThanOrEqual(105);
    expect(plan.targets.caffeine.explanation).toContain('gevoelig');
  });

  it('a runner who wants no caffeine gets no product with caffeine at all', () => {
    const plan = fuelPlan({ ...marathon, caffeine: { wanted: false, sensitive: false } });
    expect(plan.delivered.caffeineMg).toBe(0);
    expect(productsOf(plan)).not.toContain(catalogue.colaGel.id);
    expect(productsOf(plan)).not.toContain(catalogue.espressoGel.id);
    expect(perHourWithin(plan)).toBe(true);
  });

  it('a gut trained for high carbohydrate reaches 90–120 g/h with a 1:0.8 product', () => {
    const plan = fuelPlan({ ...marathon, durationMinutes: 180, gut: 'high-carb' });
    expect(plan.targets.carbohydrateMix?.fructosePerGlucose).toBe(0.8);
    expect(perHourWithin(plan)).toBe(true);
    const main = itemsOf(plan).find((item) => item.purpose === 'carbohydrate')!;
    expect([catalogue.doubleGel.id, catalogue.highCarbDrink.id]).toContain(main.productId);
  });

  it('says so when the products cannot reach the target', () => {
    const plan = fuelPlan({
      ...marathon,
      durationMinutes: 180,
      gut: 'high-carb',
      products: [catalogue.citrusGel, catalogue.saltCapsules],
    });
    expect(perHourWithin(plan)).toBe(false);
    expect(plan.notes[0]!.explanation).toContain('kies een product met meer koolhydraten per portie');
  });
});

describe('fuelPlan: the products it may use', () => {
  it('replaces an out-of-stock product by the nearest match: the same form, the closest carbohydrate', () => {
    const plan = fuelPlan({
      ...marathon,
      durationMinutes: 120,
      products: [soldOut(catalogue.citrusGel), ...allProducts.filter((p) => p !== catalogue.citrusGel)],
      preferredProductIds: [catalogue.citrusGel.id],
    });
    expect(plan.substitutions).toEqual([
      {
        productId: catalogue.citrusGel.id,
        title: 'Hardloopgel Citrus',
        reason: 'out-of-stock',
        replacement: { id: catalogue.mangoGel.id, title: 'Hardloopgel Mango Isotoon' },
        explanation:
          'Hardloopgel Citrus is uitverkocht: in plaats daarvan Hardloopgel Mango Isotoon, ook een gel met 22 g koolhydraten per portie (was 22 g).',
        source: 'jeukendrup-2014',
      },
    ]);
    expect(productsOf(plan)).not.toContain(catalogue.citrusGel.id);
    expect(productsOf(plan)).toContain(catalogue.mangoGel.id);
  });

  it('replaces an avoided product the same way, and never uses it', () => {
    const plan = fuelPlan({
      ...marathon,
      durationMinutes: 150,
      preferredProductIds: [catalogue.bananaBar.id],
      avoidProductIds: [catalogue.bananaBar.id, catalogue.doubleGel.id],
    });
    expect(plan.substitutions[0]).toMatchObject({
      reason: 'avoided',
      replacement: { id: catalogue.peanutBar.id },
    });
    expect(productsOf(plan)).not.toContain(catalogue.bananaBar.id);
    expect(productsOf(plan)).not.toContain(catalogue.doubleGel.id);
    expect(productsOf(plan)).toContain(catalogue.peanutBar.id);
  });

  it('replaces a chosen product with more caffeine than fits, and says there is nothing when no form matches', () => {
    const plan = fuelPlan({
      ...marathon,
      caffeine: { wanted: true, sensitive: true },
      bodyWeightKg: 50,
      products: [
        catalogue.espressoGel,
        catalogue.colaGel,
        catalogue.citrusGel,
        soldOut(catalogue.saltCapsules),
      ],
      preferredProductIds: [catalogue.espressoGel.id, catalogue.saltCapsules.id],
    });
    expect(plan.substitutions.map((s) => [s.reason, s.replacement?.id ?? null])).toEqual([
      ['caffeine', catalogue.colaGel.id],
      ['out-of-stock', null],
    ]);
    expect(plan.substitutions[1]!.explanation).toBe(
      'Zoutcapsules Ultra is uitverkocht, en er is geen andere capsule die in je plan past.',
    );
    expect(productsOf(plan)).not.toContain(catalogue.espressoGel.id);
  });

  it('takes a product the runner chose before one they did not', () => {
    const plan = fuelPlan({
      ...marathon,
      durationMinutes: 105,
      preferredProductIds: [catalogue.bananaBar.id],
    });
    expect(itemsOf(plan)[0]!.productId).toBe(catalogue.bananaBar.id);
    expect(itemsOf(plan)[0]!.servings).toBe(0.5);
  });

  it('tells a runner with water of each moment, and none beside a drink that holds enough', () => {
    const plan = fuelPlan({
      ...marathon,
      durationMinutes: 120,
      sweat: { level: 'low' },
      caffeine: { wanted: false, sensitive: false },
      products: [catalogue.isotonicDrink],
    });
    expect(plan.timeline.length).toBeGreaterThan(0);
    for (const step of plan.timeline) {
      expect(step.items[0]!.fluidMl).toBeGreaterThan(0);
      expect(step.water.explanation).toMatch(/^(Drink \d+ ml water|Geen extra water nodig)/);
    }
  });
});

const productArbitrary: fc.Arbitrary<FuelProduct> = fc
  .record({
    id: fc.uuid(),
    title: fc.string({ minLength: 1, maxLength: 20 }),
    inStock: fc.boolean(),
    form: fc.constantFrom(...nutritionForms, null),
    carbohydrateG: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    fructoseShare: fc.double({ min: 0, max: 1, noNaN: true }),
    sodiumMg: fc.option(fc.integer({ min: 0, max: 1000 }), { nil: null }),
    caffeineMg: fc.option(fc.integer({ min: 0, max: 200 }), { nil: null }),
    fluidMl: fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
  })
  .map(({ id, title, inStock, form, carbohydrateG, fructoseShare, sodiumMg, caffeineMg, fluidMl }) => ({
    id,
    title,
    inStock,
    nutrition: {
      form,
      servingSize: null,
      servingsPerPackage: null,
      carbohydrateG,
      fructoseG: carbohydrateG === null ? null : Math.round(carbohydrateG * fructoseShare * 10) / 10,
      sodiumMg,
      potassiumMg: null,
      caffeineMg,
      fluidMl,
    },
  }));

const inputArbitrary: fc.Arbitrary<FuelPlanInput> = fc.record({
  durationMinutes: fc.integer({ min: 10, max: 24 * 60 }),
  bodyWeightKg: fc.integer({ min: 30, max: 200 }),
  temperatureC: fc.integer({ min: -20, max: 45 }),
  sweat: fc.oneof(
    fc.record({ level: fc.constantFrom(...sweatLevels) }),
    fc.record({ rateLPerHour: fc.double({ min: 0.2, max: 4, noNaN: true }) }),
  ),
  gut: fc.constantFrom(...gutTrainings),
  caffeine: fc.record({ wanted: fc.boolean(), sensitive: fc.boolean() }),
  products: fc.array(productArbitrary, { maxLength: 12 }),
  avoidProductIds: fc.constant([]),
  lastCheckIn: fc.constantFrom(null, 'stomach', 'cramps', 'hit-the-wall', 'fine' as const),
});

describe('fuelPlan: what holds for every plan', () => {
  it('uses only given, in-stock, not avoided products; keeps caffeine within its limit and fluid within a litre an hour', () => {
    fc.assert(
      fc.property(inputArbitrary, fc.integer({ min: 0, max: 3 }), (generated, avoidCount) => {
        const input = {
          ...generated,
          avoidProductIds: generated.products.slice(0, avoidCount).map((p) => p.id),
        };
        const plan = fuelPlan(input);
        const usable = new Set(
          input.products.filter((p) => p.inStock && !input.avoidProductIds.includes(p.id)).map((p) => p.id),
        );
        for (const id of productsOf(plan)) expect(usable).toContain(id);
        expect(plan.delivered.caffeineMg).toBeLessThanOrEqual(3 * input.bodyWeightKg);
        expect(plan.delivered.caffeineMg).toBeLessThanOrEqual(plan.targets.caffeine.total.max);
        expect(plan.targets.fluid.perHour!.max).toBeLessThanOrEqual(1000);
        for (const step of plan.timeline) {
          expect(step.minute).toBeGreaterThan(0);
          expect(step.minute).toBeLessThanOrEqual(input.durationMinutes - 10);
          expect(step.water.ml).toBeGreaterThanOrEqual(0);
        }
        const explained = [
          plan.targets.carbohydrate,
          plan.targets.fluid,
          plan.targets.sodium,
          plan.targets.caffeine,
          ...itemsOf(plan),
          ...plan.timeline.map((step) => step.water),
          ...plan.substitutions,
          ...plan.notes,
          ...(plan.adjustment ? [plan.adjustment] : []),
        ];
        for (const e of explained) {
          expect(e.explanation.length).toBeGreaterThan(10);
          expect(Object.keys(fuelSources)).toContain(e.source);
        }
      }),
      { seed: 20261127, numRuns: 300 },
    );
  });
});
