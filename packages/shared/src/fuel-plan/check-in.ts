import { roundTo } from './format.ts';
import type { CheckInOutcome, GutTraining } from './input.ts';
import type { Explained } from './sources.ts';
import type { FuelTarget, FuelTargets, Range } from './targets.ts';

/** What a check-in changed in the next plan, and why. */
export interface CheckInAdjustment extends Explained {
  outcome: CheckInOutcome;
}

/** The most carbohydrate per hour each gut is trained for (Jeukendrup 2014). */
const GUT_CEILING_G: Record<GutTraining, number> = { new: 60, trained: 90, 'high-carb': 120 };
/** The least carbohydrate a plan that feeds at all asks for (ACSM/AND/DC 2016). */
const CARBOHYDRATE_FLOOR_G = 30;
export const STOMACH_LESS_CARBOHYDRATE_G = 15;
export const WALL_MORE_CARBOHYDRATE_G = 10;
export const CRAMP_MORE_SODIUM_MG = 200;

function shifted(target: FuelTarget, perHour: Range, aim: number, hours: number, note: string): FuelTarget {
  const step = target.unit === 'g' ? 1 : 10;
  return {
    ...target,
    perHour,
    total: { min: roundTo(perHour.min * hours, step), max: roundTo(perHour.max * hours, step) },
    aim,
    explanation: `${target.explanation} ${note}`,
  };
}

/**
 * The next plan's targets after a race that went as `outcome`: less carbohydrate after stomach
 * trouble, more sodium after cramp, more carbohydrate (up to what the gut is trained for) after
 * hitting the wall, nothing changed when all went well. A race too short to feed on changes nothing.
 */
export function adjustForCheckIn(
  targets: FuelTargets,
  outcome: CheckInOutcome,
  gut: GutTraining,
): { targets: FuelTargets; adjustment: CheckInAdjustment } {
  const hours = targets.durationMinutes / 60;
  const carbohydrate = targets.carbohydrate;
  const feeds = carbohydrate.aim > 0;
  const perHour = carbohydrate.perHour!;

  if (outcome === 'stomach' && feeds) {
    const lowered = {
      min: Math.max(CARBOHYDRATE_FLOOR_G, perHour.min - STOMACH_LESS_CARBOHYDRATE_G),
      max: Math.max(CARBOHYDRATE_FLOOR_G, perHour.max - STOMACH_LESS_CARBOHYDRATE_G),
    };
    const aim = Math.min(lowered.max, Math.max(lowered.min, carbohydrate.aim - STOMACH_LESS_CARBOHYDRATE_G));
    return {
      targets: {
        ...targets,
        carbohydrate: shifted(
          carbohydrate,
          lowered,
          aim,
          hours,
          `Na je maagklachten ${STOMACH_LESS_CARBOHYDRATE_G} g per uur lager.`,
        ),
      },
      adjustment: {
        outcome,
        explanation: `Je had last van je maag. Het volgende plan neemt ${STOMACH_LESS_CARBOHYDRATE_G} g koolhydraten per uur minder, met water bij elke gel. Train je darm met eten onderweg op je lange duurlopen; dan kun je weer opbouwen.`,
        source: 'jeukendrup-2014',
      },
    };
  }

  if (outcome === 'hit-the-wall' && feeds) {
    const ceiling = GUT_CEILING_G[gut];
    const raised = {
      min: Math.min(ceiling, perHour.min + WALL_MORE_CARBOHYDRATE_G),
      max: Math.min(ceiling, perHour.max + WALL_MORE_CARBOHYDRATE_G),
    };
    const aim = Math.min(raised.max, carbohydrate.aim + WALL_MORE_CARBOHYDRATE_G);
    return {
      targets: {
        ...targets,
        carbohydrate: shifted(
          carbohydrate,
          raised,
          aim,
          hours,
          `Na de man met de hamer ${aim - carbohydrate.aim} g per uur hoger.`,
        ),
      },
      adjustment: {
        outcome,
        explanation: `Je liep tegen de man met de hamer: je koolhydraten raakten op. Het volgende plan neemt tot ${WALL_MORE_CARBOHYDRATE_G} g per uur meer, tot ${ceiling} g per uur, zoveel als je darm gewend is. Begin op tijd met eten, niet pas als je honger krijgt.`,
        source: 'jeukendrup-2014',
      },
    };
  }

  if (outcome === 'cramps') {
    const sodium = targets.sodium;
    const sodiumPerHour = sodium.perHour!;
    const raised = {
      min: sodiumPerHour.min + CRAMP_MORE_SODIUM_MG,
      max: sodiumPerHour.max + CRAMP_MORE_SODIUM_MG,
    };
    const aim = Math.max(sodium.aim, sodiumPerHour.min) + CRAMP_MORE_SODIUM_MG;
    return {
      targets: {
        ...targets,
        sodium: shifted(sodium, raised, aim, hours, `Na je kramp ${CRAMP_MORE_SODIUM_MG} mg per uur hoger.`),
      },
      adjustment: {
        outcome,
        explanation: `Je had kramp. Kramp komt vaak door vermoeidheid en een tempo dat je niet gewend bent, maar wie veel zout verliest met zweten, heeft baat bij meer natrium: het volgende plan neemt ${CRAMP_MORE_SODIUM_MG} mg natrium per uur meer. Train ook op wedstrijdtempo.`,
        source: 'acsm-and-dc-2016',
      },
    };
  }

  return {
    targets,
    adjustment: {
      outcome,
      explanation:
        outcome === 'fine'
          ? 'Alles ging goed: het volgende plan houdt dezelfde doelen aan.'
          : 'Deze wedstrijd was te kort om onderweg te eten: het volgende plan houdt dezelfde doelen aan. Eet 1 tot 4 uur voor de start een koolhydraatrijke maaltijd.',
      source: outcome === 'fine' ? 'jeukendrup-2014' : 'acsm-and-dc-2016',
    },
  };
}
