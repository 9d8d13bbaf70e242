import { describe, expect, it } from 'vitest';
import { adjustForCheckIn, CRAMP_MORE_SODIUM_MG, STOMACH_LESS_CARBOHYDRATE_G } from './check-in.ts';
import type { FuelPlanInput } from './input.ts';
import { fuelPlan } from './plan.ts';
import { fuelTargets } from './targets.ts';
import { allProducts } from './test-catalogue.ts';

const marathon: Omit<FuelPlanInput, 'products'> = {
  durationMinutes: 240,
  bodyWeightKg: 70,
  temperatureC: 15,
  sweat: { level: 'medium' },
  gut: 'trained',
  caffeine: { wanted: true, sensitive: false },
};
const targets = fuelTargets(marathon);

describe('adjustForCheckIn', () => {
  it('lowers the carbohydrate by 15 g an hour after stomach trouble, with the reason', () => {
    const { targets: next, adjustment } = adjustForCheckIn(targets, 'stomach', 'trained');
    expect(next.carbohydrate.perHour).toEqual({ min: 45, max: 75 });
    expect(next.carbohydrate.aim).toBe(75 - STOMACH_LESS_CARBOHYDRATE_G);
    expect(next.carbohydrate.total).toEqual({ min: 180, max: 300 });
    expect(next.carbohydrate.explanation).toContain('Na je maagklachten 15 g per uur lager.');
    expect(adjustment).toMatchObject({ outcome: 'stomach', source: 'jeukendrup-2014' });
    expect(adjustment.explanation).toContain('Je had last van je maag');
    expect(next.sodium).toEqual(targets.sodium);
  });

  it('never lowers below 30 g an hour', () => {
    const half = fuelTargets({ ...marathon, durationMinutes: 100 });
    expect(adjustForCheckIn(half, 'stomach', 'trained').targets.carbohydrate.perHour).toEqual({
      min: 30,
      max: 45,
    });
  });

  it('raises the carbohydrate after hitting the wall, up to what the gut is trained for', () => {
    expect(adjustForCheckIn(targets, 'hit-the-wall', 'trained').targets.carbohydrate).toMatchObject({
      perHour: { min: 70, max: 90 },
      aim: 85,
    });
    const untrained = fuelTargets({ ...marathon, gut: 'new' });
    const { targets: next, adjustment } = adjustForCheckIn(untrained, 'hit-the-wall', 'new');
    expect(next.carbohydrate).toMatchObject({ perHour: { min: 55, max: 60 }, aim: 60 });
    expect(adjustment.explanation).toContain('tot 60 g per uur');
  });

  it('adds 200 mg sodium an hour after cramp, and says what else causes cramp', () => {
    const { targets: next, adjustment } = adjustForCheckIn(targets, 'cramps', 'trained');
    expect(next.sodium.perHour).toEqual({
      min: targets.sodium.perHour!.min + CRAMP_MORE_SODIUM_MG,
      max: targets.sodium.perHour!.max + CRAMP_MORE_SODIUM_MG,
    });
    expect(next.sodium.aim).toBe(targets.sodium.aim + CRAMP_MORE_SODIUM_MG);
    expect(next.carbohydrate).toEqual(targets.carbohydrate);
    expect(adjustment).toMatchObject({ outcome: 'cramps', source: 'acsm-and-dc-2016' });
    expect(adjustment.explanation).toContain('vermoeidheid');
  });

  it('gives sodium after cramp in a short race too, where none was asked', () => {
    const short = fuelTargets({ ...marathon, durationMinutes: 90 });
    expect(short.sodium.aim).toBe(0);
    expect(adjustForCheckIn(short, 'cramps', 'trained').targets.sodium).toMatchObject({
      perHour: { min: 200, max: short.sodium.perHour!.max + 200 },
      aim: 200,
    });
  });

  it('keeps every target when all went well', () => {
    const { targets: next, adjustment } = adjustForCheckIn(targets, 'fine', 'trained');
    expect(next).toEqual(targets);
    expect(adjustment.explanation).toBe('Alles ging goed: het volgende plan houdt dezelfde doelen aan.');
  });

  it('changes nothing in a race too short to feed on, and says what to eat before it', () => {
    const short = fuelTargets({ ...marathon, durationMinutes: 50 });
    for (const outcome of ['stomach', 'hit-the-wall'] as const) {
      const { targets: next, adjustment } = adjustForCheckIn(short, outcome, 'trained');
      expect(next).toEqual(short);
      expect(adjustment.explanation).toContain('te kort om onderweg te eten');
    }
  });

  it('is what the next plan is built on', () => {
    const plan = fuelPlan({ ...marathon, products: allProducts, lastCheckIn: 'stomach' });
    expect(plan.adjustment?.outcome).toBe('stomach');
    expect(plan.targets.carbohydrate.perHour).toEqual({ min: 45, max: 75 });
    expect(plan.delivered.perHour.carbohydrateG).toBeLessThanOrEqual(75);
    expect(fuelPlan({ ...marathon, products: allProducts }).adjustment).toBeNull();
  });
});
