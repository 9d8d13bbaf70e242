import type {
  FuelPlanResponse,
  SavedPlan,
  SavedPlanInput,
  SavedPlanSummary,
  SharedPlan,
} from '@shop/shared/fuel-plan/api';
import type { CheckInOutcome, FuelPlanRequest } from '@shop/shared/fuel-plan/input';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client.ts';

const id = (value: string) => encodeURIComponent(value);

/** The server computes the plan from the shop's products (decision 062): the browser never loads the catalogue. */
export const computePlan = (request: FuelPlanRequest) => api.post<FuelPlanResponse>('/planner/plan', request);
export const savePlan = (input: SavedPlanInput) => api.post<SavedPlan>('/planner/plans', input);
export const checkInPlan = ({ planId, outcome }: { planId: string; outcome: CheckInOutcome }) =>
  api.put<SavedPlan>(`/planner/plans/${id(planId)}/check-in`, { outcome });
export const deletePlan = (planId: string) => api.delete<null>(`/planner/plans/${id(planId)}`);

export const plannerKeys = {
  mine: ['planner', 'plans'] as const,
  one: (planId: string) => [...plannerKeys.mine, planId] as const,
  shared: (token: string) => ['planner', 'shared', token] as const,
};

export const plannerQueries = {
  mine: () =>
    queryOptions({
      queryKey: plannerKeys.mine,
      queryFn: () => api.get<SavedPlanSummary[]>('/planner/plans'),
    }),
  one: (planId: string) =>
    queryOptions({
      queryKey: plannerKeys.one(planId),
      queryFn: () => api.get<SavedPlan>(`/planner/plans/${id(planId)}`),
    }),
  shared: (token: string) =>
    queryOptions({
      queryKey: plannerKeys.shared(token),
      queryFn: () => api.get<SharedPlan>(`/planner/shared/${id(token)}`),
    }),
};
