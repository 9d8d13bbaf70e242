import { durationText, nl, roundTo } from './format.ts';
import type { FuelPlanInput, GutTraining, SweatLevel } from './input.ts';
import type { Explained } from './sources.ts';

export interface Range {
  min: number;
  max: number;
}

/** One target of a plan: per hour (caffeine: for the whole race), what the timeline aims at, and why. */
export interface FuelTarget extends Explained {
  unit: 'g' | 'ml' | 'mg';
  /** Null for caffeine, which counts for the whole race. */
  perHour: Range | null;
  total: Range;
  /** What the timeline aims at: per hour, or for caffeine for the whole race. */
  aim: number;
}

export interface FuelTargets {
  durationMinutes: number;
  /** The sweat rate the fluid and sodium rest on: measured, or estimated. */
  sweatRate: Explained & { litresPerHour: number; measured: boolean };
  carbohydrate: FuelTarget;
  /** Fructose per gram of glucose when the target asks for more than one sugar; null when glucose alone will do. */
  carbohydrateMix: (Explained & { fructosePerGlucose: number }) | null;
  fluid: FuelTarget;
  sodium: FuelTarget;
  caffeine: FuelTarget;
}

/** Up to this many minutes the body's own stores are enough (ACSM/AND/DC 2016: 45–75 minutes). */
export const NO_CARBOHYDRATE_UP_TO_MINUTES = 75;
/** From this long on, 60–90 g/h (ACSM/AND/DC 2016, Jeukendrup 2014: beyond 2–3 hours). */
export const LONG_RACE_FROM_MINUTES = 150;
/** The most a runner should drink per hour, whatever they sweat. */
export const FLUID_CEILING_ML = 1000;
/** The most caffeine per kilo for the whole race, and for a runner who is sensitive to it. */
export const CAFFEINE_MG_PER_KG = 3;
export const SENSITIVE_CAFFEINE_MG_PER_KG = 1.5;
/** ACSM/AND/DC 2016: 20–50 mmol/l, sodium per litre of what a runner drinks. */
export const SODIUM_MG_PER_LITRE = { min: 460, max: 1150 } as const;

const hoursOf = (minutes: number) => minutes / 60;
const totalOf = (perHour: Range, minutes: number, step = 1): Range => ({
  min: roundTo(perHour.min * hoursOf(minutes), step),
  max: roundTo(perHour.max * hoursOf(minutes), step),
});

/** Carbohydrate per hour by the race's length and how trained the gut is. */
export function carbohydrateTarget(
  durationMinutes: number,
  gut: GutTraining,
): Pick<FuelTargets, 'carbohydrate' | 'carbohydrateMix'> {
  const target = (perHour: Range, aim: number, explained: Explained): FuelTarget => ({
    unit: 'g',
    perHour,
    total: totalOf(perHour, durationMinutes),
    aim,
    ...explained,
  });
  const length = durationText(durationMinutes);
  if (durationMinutes <= NO_CARBOHYDRATE_UP_TO_MINUTES) {
    return {
      carbohydrate: target({ min: 0, max: 30 }, 0, {
        explanation: `Bij ${length} heb je onderweg geen koolhydraten nodig: wat je spieren en lever hebben opgeslagen is genoeg. Een slok sportdrank of je mond ermee spoelen mag, een gel hoeft niet.`,
        source: 'acsm-and-dc-2016',
      }),
      carbohydrateMix: null,
    };
  }
  if (durationMinutes <= LONG_RACE_FROM_MINUTES) {
    const isNew = gut === 'new';
    return {
      carbohydrate: target({ min: 30, max: 60 }, isNew ? 40 : 45, {
        explanation: `Voor ${length} raden de richtlijnen 30 tot 60 g koolhydraten per uur aan; één soort suiker is daarvoor genoeg.${
          isNew
            ? ' Je darm is nog niet gewend aan eten onderweg: begin aan de onderkant en bouw op in training.'
            : ''
        }`,
        source: 'acsm-and-dc-2016',
      }),
      carbohydrateMix: null,
    };
  }
  if (gut === 'new') {
    return {
      carbohydrate: target({ min: 45, max: 60 }, 50, {
        explanation: `Boven 2,5 uur helpt meer, tot 90 g per uur, maar alleen met een getrainde darm. Zolang je darm niet gewend is aan eten onderweg, blijf je op 45 tot 60 g per uur; train het hogere op je lange duurlopen.`,
        source: 'jeukendrup-2014',
      }),
      carbohydrateMix: null,
    };
  }
  if (gut === 'trained') {
    return {
      carbohydrate: target({ min: 60, max: 90 }, 75, {
        explanation: `Voor ${length} raden de richtlijnen 60 tot 90 g koolhydraten per uur aan. Boven 60 g per uur neemt je darm alleen meer op als je glucose en fructose mengt.`,
        source: 'jeukendrup-2014',
      }),
      carbohydrateMix: {
        fructosePerGlucose: 0.5,
        explanation:
          'Glucose en fructose gaan elk via een eigen weg je darm door: met ongeveer 2 delen glucose op 1 deel fructose neem je meer op en blijft je maag rustiger.',
        source: 'jeukendrup-2014',
      },
    };
  }
  return {
    carbohydrate: target({ min: 90, max: 120 }, 105, {
      explanation: `Je darm is getraind op veel koolhydraten: voor ${length} kun je 90 tot 120 g per uur aan, maar alleen met een mix van glucose en fructose.`,
      source: 'jeukendrup-2014',
    }),
    carbohydrateMix: {
      fructosePerGlucose: 0.8,
      explanation:
        'Boven 90 g per uur werkt een verhouding van ongeveer 1 deel glucose op 0,8 deel fructose het best: zo gebruik je beide opnamewegen van je darm.',
      source: 'jeukendrup-2014',
    },
  };
}

/** Litres an hour a runner of 70 kg sweats at 15 °C, by how much they say they sweat. */
const SWEAT_AT_15C: Record<SweatLevel, number> = { low: 0.5, medium: 0.8, high: 1.2 };
const sweatLevelNames: Record<SweatLevel, string> = { low: 'laag', medium: 'gemiddeld', high: 'hoog' };

/** The runner's sweat rate: as measured, or estimated from the level, body weight and temperature. */
export function sweatRate(
  input: Pick<FuelPlanInput, 'sweat' | 'bodyWeightKg' | 'temperatureC'>,
): FuelTargets['sweatRate'] {
  if ('rateLPerHour' in input.sweat) {
    return {
      litresPerHour: input.sweat.rateLPerHour,
      measured: true,
      explanation: `Je gemeten zweetverlies: ${nl(input.sweat.rateLPerHour)} liter per uur.`,
      source: 'acsm-and-dc-2016',
    };
  }
  const heat = Math.min(1.5, Math.max(0.8, 1 + 0.03 * (input.temperatureC - 15)));
  const litresPerHour = roundTo(SWEAT_AT_15C[input.sweat.level] * (input.bodyWeightKg / 70) * heat, 0.05);
  return {
    litresPerHour,
    measured: false,
    explanation: `Geschat op ${nl(litresPerHour)} liter per uur uit je zweetniveau (${sweatLevelNames[input.sweat.level]}), je gewicht (${nl(input.bodyWeightKg)} kg) en de verwachte temperatuur (${nl(input.temperatureC)} °C); lopers zweten 0,5 tot 2 liter per uur. Weeg jezelf voor en na een lange training voor een eigen meting.`,
    source: 'acsm-and-dc-2016',
  };
}

/** 60–90 % of what the runner sweats, never more than about a litre an hour. */
export function fluidTarget(durationMinutes: number, litresPerHour: number): FuelTarget {
  const sweatMl = litresPerHour * 1000;
  const ceiling = (ml: number) => Math.min(FLUID_CEILING_ML, roundTo(ml, 10));
  const short = durationMinutes <= 60;
  const perHour = { min: short ? 0 : ceiling(sweatMl * 0.6), max: ceiling(sweatMl * 0.9) };
  const capped = sweatMl * 0.9 > FLUID_CEILING_ML;
  return {
    unit: 'ml',
    perHour,
    total: totalOf(perHour, durationMinutes, 10),
    aim: roundTo((perHour.min + perHour.max) / 2, 10),
    explanation: short
      ? `Korter dan een uur hoef je onderweg niet te drinken als je goed gedronken aan de start staat; drinken mag, tot ${perHour.max} ml per uur.`
      : `Drink 60 tot 90 % van wat je zweet (${nl(litresPerHour)} liter per uur): zo verlies je niet meer dan 2 % van je gewicht en drink je ook niet te veel.${
          capped
            ? ` Je zweet meer dan je darm kan opnemen: houd het bij ${FLUID_CEILING_ML} ml per uur en begin goed gedronken.`
            : ` Nooit meer dan ongeveer ${FLUID_CEILING_ML} ml per uur.`
        }`,
    source: 'acsm-and-dc-2016',
  };
}

/** Sodium to go with the fluid: needed from two hours on, in heat or for a heavy sweater. */
export function sodiumTarget(
  durationMinutes: number,
  fluid: FuelTarget,
  temperatureC: number,
  litresPerHour: number,
): FuelTarget {
  const needed = durationMinutes > 120 || temperatureC >= 25 || litresPerHour >= 1.2;
  const fluidPerHour = fluid.perHour!;
  const perHour = {
    min: needed ? roundTo((fluidPerHour.min / 1000) * SODIUM_MG_PER_LITRE.min, 10) : 0,
    max: roundTo((fluidPerHour.max / 1000) * SODIUM_MG_PER_LITRE.max, 10),
  };
  return {
    unit: 'mg',
    perHour,
    total: totalOf(perHour, durationMinutes, 10),
    aim: needed ? roundTo((perHour.min + perHour.max) / 2, 10) : 0,
    explanation: needed
      ? `Met je zweet verlies je natrium. Boven 2 uur, in warmte of als je veel zweet helpt 460 tot 1150 mg natrium per liter die je drinkt: bij ${fluidPerHour.min} tot ${fluidPerHour.max} ml per uur is dat ${perHour.min} tot ${perHour.max} mg per uur.`
      : 'Korter dan 2 uur bij gewone temperatuur hoef je onderweg geen natrium aan te vullen: je eet en drinkt het na afloop weer aan.',
    source: 'acsm-and-dc-2016',
  };
}

/** Caffeine for the whole race: at most 3 mg per kilo, half that for a sensitive runner, none when not wanted. */
export function caffeineTarget({
  bodyWeightKg,
  caffeine,
}: Pick<FuelPlanInput, 'bodyWeightKg' | 'caffeine'>): FuelTarget {
  const floorTo5 = (mg: number) => Math.floor(mg / 5) * 5;
  const target = (total: Range, explanation: string): FuelTarget => ({
    unit: 'mg',
    perHour: null,
    total,
    aim: total.max,
    explanation,
    source: 'issn-caffeine-2021',
  });
  if (!caffeine.wanted) {
    return target({ min: 0, max: 0 }, 'Je wilt geen cafeïne: het plan gebruikt geen producten met cafeïne.');
  }
  if (caffeine.sensitive) {
    const max = floorTo5(SENSITIVE_CAFFEINE_MG_PER_KG * bodyWeightKg);
    return target(
      { min: 0, max },
      `Je bent gevoelig voor cafeïne: neem hooguit de helft van wat andere lopers nemen, ${max} mg voor de hele wedstrijd (${nl(SENSITIVE_CAFFEINE_MG_PER_KG)} mg per kilo), of niets. Probeer het eerst op training.`,
    );
  }
  const max = floorTo5(CAFFEINE_MG_PER_KG * bodyWeightKg);
  return target(
    { min: floorTo5(2 * bodyWeightKg), max },
    `Cafeïne maakt het tweede deel van een wedstrijd lichter. ${CAFFEINE_MG_PER_KG} mg per kilo lichaamsgewicht is genoeg, meer geeft vooral bijwerkingen: voor jou (${nl(bodyWeightKg)} kg) hooguit ${max} mg in de hele wedstrijd.`,
  );
}

/** Every target of a plan from the runner's answers (before any check-in adjusts them). */
export function fuelTargets(input: Omit<FuelPlanInput, 'products'>): FuelTargets {
  const sweat = sweatRate(input);
  const fluid = fluidTarget(input.durationMinutes, sweat.litresPerHour);
  return {
    durationMinutes: input.durationMinutes,
    sweatRate: sweat,
    ...carbohydrateTarget(input.durationMinutes, input.gut),
    fluid,
    sodium: sodiumTarget(input.durationMinutes, fluid, input.temperatureC, sweat.litresPerHour),
    caffeine: caffeineTarget(input),
  };
}
