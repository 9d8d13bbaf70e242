import { describe, expect, it } from 'vitest';
import { nearestMatch } from './substitution.ts';
import { allProducts, catalogue } from './test-catalogue.ts';

describe('nearestMatch', () => {
  it('takes the same form with the closest carbohydrate, then the closest caffeine and sodium', () => {
    const others = allProducts.filter((p) => p !== catalogue.citrusGel);
    expect(nearestMatch(catalogue.citrusGel, others)?.id).toBe(catalogue.mangoGel.id);
    expect(nearestMatch(catalogue.colaGel, allProducts)?.id).toBe(catalogue.citrusGel.id);
    expect(
      nearestMatch(
        catalogue.espressoGel,
        allProducts.filter((p) => p !== catalogue.colaGel),
      )?.id,
    ).toBe(catalogue.citrusGel.id);
    expect(nearestMatch(catalogue.doubleGel, allProducts)?.id).toBe(catalogue.saltyGel.id);
    expect(nearestMatch(catalogue.bananaBar, allProducts)?.id).toBe(catalogue.peanutBar.id);
    expect(nearestMatch(catalogue.tabs, allProducts)).toBeNull();
  });

  it('finds nothing for a product without a form, nor in an empty shop', () => {
    const formless = {
      ...catalogue.citrusGel,
      id: 'pap',
      nutrition: { ...catalogue.citrusGel.nutrition, form: null },
    };
    expect(nearestMatch(formless, allProducts)).toBeNull();
    expect(nearestMatch(catalogue.citrusGel, [])).toBeNull();
  });
});
