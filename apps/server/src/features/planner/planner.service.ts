import { randomBytes } from 'node:crypto';
import {
  type FuelPlanResponse,
  packagesFor,
  type SavedPlan,
  type SavedPlanSummary,
  type SharedPlan,
  type savedPlanInputSchema,
  savedPlanMessages,
} from '@shop/shared/fuel-plan/api';
import type { CheckInOutcome, FuelPlanRequest } from '@shop/shared/fuel-plan/input';
import { fuelPlan } from '@shop/shared/fuel-plan/plan';
import type { z } from 'zod';
import type { Database } from '../../db/types.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { ProductsService } from '../products/products.service.ts';
import * as repository from './planner.repository.ts';

type SavedPlanInput = z.output<typeof savedPlanInputSchema>;

/** 32 random bytes: the shared link cannot be guessed. */
const newShareToken = () => randomBytes(32).toString('base64url');

const toSavedPlan = (row: repository.SavedPlanRow): SavedPlan => ({
  id: row.id,
  name: row.name,
  shareToken: row.shareToken,
  request: row.request,
  result: row.result,
  checkIn: row.checkIn,
  createdAt: row.createdAt.toISOString(),
});

const toSummary = (row: repository.SavedPlanRow): SavedPlanSummary => ({
  id: row.id,
  name: row.name,
  checkIn: row.checkIn,
  createdAt: row.createdAt.toISOString(),
  durationMinutes: row.request.durationMinutes,
  distanceKm: row.request.distanceKm,
});

const notFoundPlan = () => notFound(savedPlanMessages.notFound);

/**
 * The race fuel planner (decision 062): the plan is computed here from the shop's published
 * products with nutrition, so the browser never loads the catalogue; saved plans belong to their
 * owner, and a plan's share token lets anyone read it.
 */
export function createPlannerService({ db, products }: { db: Database; products: ProductsService }) {
  async function plan(request: FuelPlanRequest): Promise<FuelPlanResponse> {
    const catalogue = await products.fuelProducts();
    const result = fuelPlan({
      ...request,
      products: catalogue.flatMap(({ product, inStock }) =>
        product.nutrition
          ? [{ id: product._id, title: product.title, inStock, nutrition: product.nutrition }]
          : [],
      ),
    });
    const servings = new Map<string, number>();
    for (const item of result.timeline.flatMap((step) => step.items)) {
      servings.set(item.productId, (servings.get(item.productId) ?? 0) + item.servings);
    }
    const used = catalogue.filter(({ product }) => servings.has(product._id)).map(({ product }) => product);
    return {
      plan: result,
      products: used,
      shopping: used.map((product) => {
        const count = servings.get(product._id)!;
        return {
          productId: product._id,
          title: product.title,
          servings: count,
          packages: packagesFor(count, product.nutrition?.servingsPerPackage ?? null),
        };
      }),
    };
  }

  return {
    plan,

    async save(userId: string, input: SavedPlanInput): Promise<SavedPlan> {
      const result = await plan(input.request);
      const row = await repository.insertPlan(db, {
        userId,
        name: input.name,
        request: input.request,
        result,
        shareToken: newShareToken(),
      });
      return toSavedPlan(row);
    },

    async mine(userId: string): Promise<SavedPlanSummary[]> {
      return (await repository.plansOf(db, userId)).map(toSummary);
    },

    /** Someone else's plan answers 404, as one that does not exist. */
    async one(userId: string, id: string): Promise<SavedPlan> {
      const row = await repository.ownPlan(db, userId, id);
      if (!row) throw notFoundPlan();
      return toSavedPlan(row);
    },

    /** How the race went; the planner applies the newest check-in to the runner's next plan. */
    async checkIn(userId: string, id: string, outcome: CheckInOutcome): Promise<SavedPlan> {
      const row = await repository.setCheckIn(db, userId, id, outcome);
      if (!row) throw notFoundPlan();
      return toSavedPlan(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repository.deleteOwnPlan(db, userId, id))) throw notFoundPlan();
    },

    async shared(token: string): Promise<SharedPlan> {
      const row = await repository.sharedPlan(db, token);
      if (!row) throw notFoundPlan();
      const { name, request, result, createdAt } = toSavedPlan(row);
      return { name, request, result, createdAt };
    },
  };
}

export type PlannerService = ReturnType<typeof createPlannerService>;
