/**
 * The planner's choices without a schema library, so the planner's page needs no zod until the
 * runner submits (input.ts re-exports them with the schemas).
 */

/** How much a runner sweats when not measured. */
export const sweatLevels = ['low', 'medium', 'high'] as const;
export type SweatLevel = (typeof sweatLevels)[number];

/** How used the gut is to food on the run: new, trained, or trained for high carbohydrate. */
export const gutTrainings = ['new', 'trained', 'high-carb'] as const;
export type GutTraining = (typeof gutTrainings)[number];

/** How a race went, told after it; the next plan's targets follow it (check-in.ts). */
export const checkInOutcomes = ['stomach', 'cramps', 'hit-the-wall', 'fine'] as const;
export type CheckInOutcome = (typeof checkInOutcomes)[number];
