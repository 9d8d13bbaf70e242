import { describe, expect, it } from 'vitest';
import type { FuelPlanInput, GutTraining } from './input.ts';
import { fuelSources } from './sources.ts';
import {
  caffeineTarget,
  carbohydrateTarget,
  FLUID_CEILING_ML,
  fluidTarget,
  fuelTargets,
  sodiumTarget,
  sweatRate,
} from './targets.ts';

const runner: Omit<FuelPlanInput, 'products'> = {
  durationMinutes: 225,
  bodyWeightKg: 70,
  temperatureC: 15,
  sweat: { level: 'medium' },
  gut: 'trained',
  caffeine: { wanted: true, sensitive: false },
};

describe('carbohydrate per hour', () => {
  // The published guidance: nothing needed up to 75 minutes, 30–60 g/h up to 2.5 hours (ACSM/AND/DC
  // 2016), 60–90 g/h beyond with a glucose:fructose mix, up to 120 g/h for a gut trained for it
  // with about 1:0.8 (Jeukendrup 2014); an untrained gut stays at the single-sugar 60 g/h.
  it.each<[string, number, GutTraining, number, number, number, number | null, string]>([
    ['a 10 km in 45 minutes', 45, 'trained', 0, 30, 0, null, 'acsm-and-dc-2016'],
    ['a 1 hour race', 60, 'high-carb', 0, 30, 0, null, 'acsm-and-dc-2016'],
    ['75 minutes, the last without', 75, 'trained', 0, 30, 0, null, 'acsm-and-dc-2016'],
    ['a half marathon in 1:45, new gut', 105, 'new', 30, 60, 40, null, 'acsm-and-dc-2016'],
    ['a half marathon in 1:45, trained gut', 105, 'trained', 30, 60, 45, null, 'acsm-and-dc-2016'],
    ['2:30, the last at 30–60', 150, 'high-carb', 30, 60, 45, null, 'acsm-and-dc-2016'],
    ['a marathon in 3:45, new gut', 225, 'new', 45, 60, 50, null, 'jeukendrup-2014'],
    ['a marathon in 3:45, trained gut', 225, 'trained', 60, 90, 75, 0.5, 'jeukendrup-2014'],
    [
      'a marathon in 3:00, trained for high carbohydrate',
      180,
      'high-carb',
      90,
      120,
      105,
      0.8,
      'jeukendrup-2014',
    ],
    ['a 6 hour ultra, trained gut', 360, 'trained', 60, 90, 75, 0.5, 'jeukendrup-2014'],
  ])('%s: %i minutes, %s gut → %i–%i g/h, aim %i', (_, minutes, gut, min, max, aim, fructose, source) => {
    const { carbohydrate, carbohydrateMix } = carbohydrateTarget(minutes, gut);
    expect(carbohydrate.perHour).toEqual({ min, max });
    expect(carbohydrate.aim).toBe(aim);
    expect(carbohydrate.total).toEqual({
      min: Math.round((min * minutes) / 60),
      max: Math.round((max * minutes) / 60),
    });
    expect(carbohydrateMix?.fructosePerGlucose ?? null).toBe(fructose);
    expect(carbohydrate.source).toBe(source);
    expect(carbohydrate.explanation.length).toBeGreaterThan(40);
  });

  it('tells a runner of a short race that no gel is needed', () => {
    expect(carbohydrateTarget(60, 'trained').carbohydrate.explanation).toContain('een gel hoeft niet');
  });

  it('names the mix a gut trained for high carbohydrate needs', () => {
    expect(carbohydrateTarget(200, 'high-carb').carbohydrateMix?.explanation).toContain('0,8 deel fructose');
  });
});

describe('sweat, fluid and sodium', () => {
  it.each([
    // level, kg, °C → litres an hour
    ['low', 70, 15, 0.5],
    ['medium', 70, 15, 0.8],
    ['high', 70, 15, 1.2],
    ['medium', 56, 15, 0.65],
    ['medium', 70, 30, 1.15],
    ['medium', 70, 45, 1.2],
    ['medium', 70, -5, 0.65],
  ] as const)(
    'estimates a %s sweater of %i kg at %i °C at %f l/h',
    (level, bodyWeightKg, temperatureC, litres) => {
      const estimate = sweatRate({ sweat: { level }, bodyWeightKg, temperatureC });
      expect(estimate.litresPerHour).toBeCloseTo(litres, 5);
      expect(estimate.measured).toBe(false);
      expect(estimate.explanation).toContain('Weeg jezelf');
    },
  );

  it('takes a measured sweat rate as it is', () => {
    expect(sweatRate({ sweat: { rateLPerHour: 1.4 }, bodyWeightKg: 70, temperatureC: 30 })).toMatchObject({
      litresPerHour: 1.4,
      measured: true,
      explanation: 'Je gemeten zweetverlies: 1,4 liter per uur.',
    });
  });

  it('drinks 60–90 % of the sweat, never more than a litre an hour', () => {
    expect(fluidTarget(225, 0.8)).toMatchObject({
      perHour: { min: 480, max: 720 },
      aim: 600,
      total: { min: 1800, max: 2700 },
    });
    expect(fluidTarget(360, 1.15).perHour).toEqual({ min: 690, max: FLUID_CEILING_ML });
    const heavy = fluidTarget(240, 2.5);
    expect(heavy.perHour).toEqual({ min: FLUID_CEILING_ML, max: FLUID_CEILING_ML });
    expect(heavy.explanation).toContain('Je zweet meer dan je darm kan opnemen');
  });

  it('asks no drinking in a race under an hour', () => {
    const fluid = fluidTarget(55, 0.8);
    expect(fluid.perHour).toEqual({ min: 0, max: 720 });
    expect(fluid.explanation).toContain('hoef je onderweg niet te drinken');
  });

  it('asks 460–1150 mg sodium a litre from two hours on, in heat or for a heavy sweater, none otherwise', () => {
    const fluid = fluidTarget(225, 0.8);
    expect(sodiumTarget(225, fluid, 15, 0.8)).toMatchObject({ perHour: { min: 220, max: 830 }, aim: 530 });
    const short = fluidTarget(100, 0.8);
    expect(sodiumTarget(100, short, 15, 0.8)).toMatchObject({ perHour: { min: 0, max: 830 }, aim: 0 });
    expect(sodiumTarget(100, short, 25, 0.8).aim).toBeGreaterThan(0);
    expect(sodiumTarget(100, short, 15, 1.2).aim).toBeGreaterThan(0);
  });
});

describe('caffeine for the whole race', () => {
  it('stays within 3 mg per kilo', () => {
    expect(caffeineTarget({ bodyWeightKg: 70, caffeine: { wanted: true, sensitive: false } })).toMatchObject({
      perHour: null,
      total: { min: 140, max: 210 },
      aim: 210,
      source: 'issn-caffeine-2021',
    });
    expect(
      caffeineTarget({ bodyWeightKg: 58.5, caffeine: { wanted: true, sensitive: false } }).total.max,
    ).toBe(175);
  });

  it('gives a sensitive runner half of that at most, and none at all as an option', () => {
    const target = caffeineTarget({ bodyWeightKg: 70, caffeine: { wanted: true, sensitive: true } });
    expect(target.total).toEqual({ min: 0, max: 105 });
    expect(target.explanation).toContain('gevoelig');
  });

  it('gives none to a runner who does not want it', () => {
    expect(caffeineTarget({ bodyWeightKg: 70, caffeine: { wanted: false, sensitive: true } }).total).toEqual({
      min: 0,
      max: 0,
    });
  });
});

describe('fuelTargets', () => {
  it('gives a 70 kg runner of a 3:45 marathon every target with a Dutch explanation and a known source', () => {
    const targets = fuelTargets(runner);
    expect(targets.carbohydrate.total).toEqual({ min: 225, max: 338 });
    expect(targets.fluid.perHour).toEqual({ min: 480, max: 720 });
    expect(targets.sodium.perHour).toEqual({ min: 220, max: 830 });
    expect(targets.caffeine.total).toEqual({ min: 140, max: 210 });
    for (const explained of [
      targets.sweatRate,
      targets.carbohydrate,
      targets.carbohydrateMix!,
      targets.fluid,
      targets.sodium,
      targets.caffeine,
    ]) {
      expect(Object.keys(fuelSources)).toContain(explained.source);
      expect(explained.explanation).toMatch(/^[A-Z0-9].+\.$/);
    }
  });
});
