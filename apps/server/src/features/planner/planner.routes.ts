import { idParamsSchema } from '@shop/shared/api';
import {
  checkInInputSchema,
  fuelPlanResponseSchema,
  savedPlanInputSchema,
  savedPlanSchema,
  savedPlanSummarySchema,
  sharedPlanSchema,
  shareTokenParamsSchema,
} from '@shop/shared/fuel-plan/api';
import { fuelPlanRequestSchema } from '@shop/shared/fuel-plan/input';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import type { PlannerService } from './planner.service.ts';

/** /api/planner: anyone computes a plan and reads a shared one. */
export const plannerRoutes: FastifyPluginAsyncZod<{ planner: PlannerService; rateLimitMax: number }> = async (
  app,
  { planner, rateLimitMax },
) => {
  app.post(
    '/plan',
    {
      config: { rateLimit: { max: rateLimitMax, timeWindow: '1 minute' } },
      schema: { body: fuelPlanRequestSchema, response: { 200: fuelPlanResponseSchema } },
    },
    async (request) => planner.plan(request.body),
  );

  app.get(
    '/shared/:token',
    { schema: { params: shareTokenParamsSchema, response: { 200: sharedPlanSchema } } },
    async (request) => planner.shared(request.params.token),
  );
};

/** /api/planner/plans: a logged-in runner's own saved plans; someone else's answers 404. */
export const savedPlansRoutes: FastifyPluginAsyncZod<{ planner: PlannerService }> = async (
  app,
  { planner },
) => {
  app.addHook('onRequest', requireUser);

  app.post(
    '/',
    { schema: { body: savedPlanInputSchema, response: { 201: savedPlanSchema } } },
    async (request, reply) =>
      reply.status(201).send(await planner.save(currentUser(request).id, request.body)),
  );

  app.get('/', { schema: { response: { 200: z.array(savedPlanSummarySchema) } } }, async (request) =>
    planner.mine(currentUser(request).id),
  );

  app.get(
    '/:id',
    { schema: { params: idParamsSchema, response: { 200: savedPlanSchema } } },
    async (request) => planner.one(currentUser(request).id, request.params.id),
  );

  app.put(
    '/:id/check-in',
    { schema: { params: idParamsSchema, body: checkInInputSchema, response: { 200: savedPlanSchema } } },
    async (request) => planner.checkIn(currentUser(request).id, request.params.id, request.body.outcome),
  );

  app.delete(
    '/:id',
    { schema: { params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await planner.remove(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
