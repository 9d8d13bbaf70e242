import type { Nutrition } from '../nutrition.ts';
import type { FuelProduct } from './input.ts';

const nutrition = (stated: Partial<Nutrition>): Nutrition => ({
  form: null,
  servingSize: null,
  servingsPerPackage: null,
  carbohydrateG: null,
  fructoseG: null,
  sodiumMg: null,
  potassiumMg: null,
  caffeineMg: null,
  fluidMl: null,
  ...stated,
});

const product = (id: string, title: string, stated: Partial<Nutrition>, inStock = true): FuelProduct => ({
  id,
  title,
  inStock,
  nutrition: nutrition(stated),
});

/** The shop's demo fuel, as the planner tests use it (the seed's values). */
export const catalogue = {
  citrusGel: product('gel-citrus', 'Hardloopgel Citrus', {
    form: 'gel',
    carbohydrateG: 22,
    fructoseG: 7.3,
    sodiumMg: 50,
  }),
  colaGel: product('gel-cola', 'Hardloopgel Cola met cafeïne', {
    form: 'gel',
    carbohydrateG: 22,
    fructoseG: 7.3,
    sodiumMg: 50,
    caffeineMg: 50,
  }),
  mangoGel: product('gel-mango', 'Hardloopgel Mango Isotoon', {
    form: 'gel',
    carbohydrateG: 22,
    fructoseG: 0,
    sodiumMg: 20,
    fluidMl: 60,
  }),
  saltyGel: product('gel-zeezout', 'Hardloopgel Zeezout-Karamel', {
    form: 'gel',
    carbohydrateG: 25,
    fructoseG: 8.3,
    sodiumMg: 200,
  }),
  doubleGel: product('gel-dubbel', 'Hardloopgel Dubbel Koolhydraat', {
    form: 'gel',
    carbohydrateG: 40,
    fructoseG: 17.8,
    sodiumMg: 100,
  }),
  espressoGel: product('gel-espresso', 'Cafeïnegel Espresso', {
    form: 'gel',
    carbohydrateG: 20,
    fructoseG: 0,
    sodiumMg: 40,
    caffeineMg: 100,
  }),
  caffeineGum: product('kauwgom', 'Cafeïnekauwgom Munt', { form: 'chew', carbohydrateG: 0, caffeineMg: 50 }),
  tabs: product('tabs-citroen', 'Elektrolyten Tabs Citroen', {
    form: 'tablet',
    carbohydrateG: 1.5,
    fructoseG: 0,
    sodiumMg: 300,
    fluidMl: 500,
  }),
  saltCapsules: product('zoutcapsules', 'Zoutcapsules Ultra', {
    form: 'capsule',
    carbohydrateG: 0,
    sodiumMg: 250,
  }),
  isotonicDrink: product('isotoon', 'Isotone Sportdrank Sinaasappel', {
    form: 'drink-mix',
    carbohydrateG: 30,
    fructoseG: 10,
    sodiumMg: 400,
    fluidMl: 500,
  }),
  highCarbDrink: product('high-carb-80', 'Sportdrank High Carb 80', {
    form: 'drink-mix',
    carbohydrateG: 80,
    fructoseG: 35.6,
    sodiumMg: 500,
    fluidMl: 500,
  }),
  bananaBar: product('reep-banaan', 'Energiereep Banaan-Haver', {
    form: 'bar',
    carbohydrateG: 38,
    fructoseG: 5,
    sodiumMg: 60,
  }),
  peanutBar: product('reep-pinda', 'Energiereep Pinda-Zeezout', {
    form: 'bar',
    carbohydrateG: 32,
    fructoseG: 3,
    sodiumMg: 180,
  }),
} satisfies Record<string, FuelProduct>;

export const allProducts: FuelProduct[] = Object.values(catalogue);

export const soldOut = (p: FuelProduct): FuelProduct => ({ ...p, inStock: false });
