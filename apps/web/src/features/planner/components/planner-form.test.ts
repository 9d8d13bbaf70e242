import { fuelPlanMessages, fuelPlanRequestSchema } from '@shop/shared/fuel-plan/input';
import { describe, expect, it } from 'vitest';
import { plannerMessages } from '../messages.ts';
import { emptyFields, fieldsOf, minutesOf, toRequest } from './planner-form.tsx';

const gel = '0b8f2b8e-8d7c-4c1a-9e59-3b1c2d4e5f60';

describe('the planner form’s answers', () => {
  it.each([
    ['3:45', 225],
    ['3.45', 225],
    ['0:50', 50],
    ['45', 45],
    ['3:4', null],
    ['drie uur', null],
  ])('reads %s as %s minutes', (time, minutes) => {
    expect(minutesOf(time)).toBe(minutes);
  });

  it('makes the request of a 3:45 marathon, a comma as decimal point', () => {
    const outcome = toRequest(
      { ...emptyFields, time: '3:45', bodyWeightKg: '70,5', lastCheckIn: 'stomach' },
      [gel],
      fuelPlanRequestSchema,
    );
    expect(outcome).toEqual({
      request: expect.objectContaining({
        durationMinutes: 225,
        distanceKm: 42.2,
        bodyWeightKg: 70.5,
        temperatureC: 15,
        sweat: { level: 'medium' },
        lastCheckIn: 'stomach',
        avoidProductIds: [gel],
      }),
    });
  });

  it('names each wrong field in Dutch', () => {
    const outcome = toRequest(
      { ...emptyFields, time: 'lang', bodyWeightKg: '5', sweat: 'measured', sweatRate: '9' },
      [],
      fuelPlanRequestSchema,
    );
    expect(outcome).toEqual({
      errors: {
        time: plannerMessages.timeInvalid,
        bodyWeightKg: fuelPlanMessages.bodyWeightRange,
        sweatRate: fuelPlanMessages.sweatRateRange,
      },
    });
  });

  it('gives a saved request back as the form’s answers', () => {
    const outcome = toRequest(
      { ...emptyFields, time: '4:05', bodyWeightKg: '62', distance: 'other', distanceKm: '30' },
      [],
      fuelPlanRequestSchema,
    );
    if (!('request' in outcome)) throw new Error('expected a request');
    expect(fieldsOf(outcome.request)).toMatchObject({
      time: '4:05',
      bodyWeightKg: '62',
      distance: 'other',
      distanceKm: '30',
    });
  });
});
