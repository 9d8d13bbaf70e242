import { describe, expect, it } from 'vitest';
import { nutritionInputSchema, nutritionMessages } from './nutrition.ts';

const messagesOf = (input: unknown) =>
  nutritionInputSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('nutritionInputSchema', () => {
  it('keeps grams and the serving to one decimal, whole milligrams and millilitres as they are', () => {
    expect(
      nutritionInputSchema.parse({
        form: 'gel',
        servingSize: { amount: 39.96, unit: 'g' },
        carbohydrateG: 22.44,
        fructoseG: 7.35,
        sodiumMg: 50,
      }),
    ).toEqual({
      form: 'gel',
      servingSize: { amount: 40, unit: 'g' },
      servingsPerPackage: null,
      carbohydrateG: 22.4,
      fructoseG: 7.4,
      sodiumMg: 50,
      potassiumMg: null,
      caffeineMg: null,
      fluidMl: null,
    });
  });

  it('makes nothing filled in no nutrition at all', () => {
    expect(nutritionInputSchema.parse({})).toBeNull();
    expect(nutritionInputSchema.parse({ form: null, carbohydrateG: null, servingSize: null })).toBeNull();
    expect(nutritionInputSchema.parse({ caffeineMg: 0 })).toMatchObject({ caffeineMg: 0 });
  });

  it('takes fructose as part of the carbohydrate: up to all of it, never without it', () => {
    expect(nutritionInputSchema.parse({ carbohydrateG: 20, fructoseG: 20 })).toMatchObject({ fructoseG: 20 });
    expect(messagesOf({ carbohydrateG: 20, fructoseG: 20.1 })).toEqual([
      ['fructoseG', nutritionMessages.fructoseAboveCarbohydrate],
    ]);
    expect(messagesOf({ fructoseG: 0 })).toEqual([
      ['fructoseG', nutritionMessages.fructoseWithoutCarbohydrate],
    ]);
  });

  it('names every mistake at once, the fructose rule beside the others', () => {
    expect(
      messagesOf({ carbohydrateG: 20, fructoseG: 25, caffeineMg: 50.5, sodiumMg: -1, servingsPerPackage: 0 }),
    ).toEqual([
      ['servingsPerPackage', nutritionMessages.servingsPerPackageRange],
      ['sodiumMg', nutritionMessages.sodiumRange],
      ['caffeineMg', nutritionMessages.caffeineRange],
      ['fructoseG', nutritionMessages.fructoseAboveCarbohydrate],
    ]);
  });

  it.each([
    [{ carbohydrateG: 200.1 }, 'carbohydrateG', nutritionMessages.carbohydrateRange],
    [{ potassiumMg: 5001 }, 'potassiumMg', nutritionMessages.potassiumRange],
    [{ caffeineMg: 401 }, 'caffeineMg', nutritionMessages.caffeineRange],
    [{ fluidMl: 2001 }, 'fluidMl', nutritionMessages.fluidRange],
    [{ servingsPerPackage: 1001 }, 'servingsPerPackage', nutritionMessages.servingsPerPackageRange],
    [{ servingSize: { amount: 2001, unit: 'ml' } }, 'servingSize.amount', nutritionMessages.servingSizeRange],
    [{ servingSize: { amount: 0.04, unit: 'g' } }, 'servingSize.amount', nutritionMessages.servingSizeRange],
    [{ form: 'poeder' }, 'form', nutritionMessages.formInvalid],
    [{ sodiumMg: Number.NaN }, 'sodiumMg', nutritionMessages.sodiumRange],
  ])('refuses %j with its Dutch message', (input, path, message) => {
    expect(messagesOf(input)).toEqual([[path, message]]);
  });
});
