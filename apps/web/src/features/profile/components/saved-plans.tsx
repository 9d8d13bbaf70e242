import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { LoadFailure, LoadingText } from '../../../components/ui/loading.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { failureText } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { deletePlan, plannerKeys, plannerQueries } from '../../../lib/planner/planner-api.ts';
import { raceName } from '../../../lib/planner/race-name.ts';
import { savedPlansMessages as t } from '../messages.ts';

/** The profile's list of the runner's saved fuel plans, each opened in the planner. */
export function SavedPlans() {
  const queryClient = useQueryClient();
  const plans = useQuery(plannerQueries.mine());
  const remove = useMutation({
    mutationFn: deletePlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plannerKeys.mine }),
  });
  return (
    <Panel
      title={t.savedTitle}
      actions={
        <LinkButton to={paths.planner()} variant="secondary">
          {t.toPlanner}
        </LinkButton>
      }
    >
      {plans.isPending ? (
        <LoadingText />
      ) : plans.isError ? (
        <LoadFailure error={plans.error} fallback={t.savedLoadFailed} onRetry={plans.refetch} />
      ) : plans.data.length === 0 ? (
        <p className="text-stone-700">{t.savedEmpty}</p>
      ) : (
        <ul className="divide-y divide-stone-200">
          {plans.data.map((plan) => (
            <li key={plan.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div>
                <Link
                  to={paths.savedPlan(plan.id)}
                  className="font-semibold underline"
                  aria-label={t.open(plan.name)}
                >
                  {plan.name}
                </Link>
                <p className="text-sm text-stone-600">
                  {raceName(plan)} · {t.savedOn(formatLongDate(plan.createdAt))}
                </p>
              </div>
              <Button
                variant="ghost"
                onClick={() => remove.mutate(plan.id)}
                disabled={remove.isPending}
                aria-label={t.removeLabel(plan.name)}
              >
                {t.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {remove.isError && <Alert className="mt-3">{failureText(remove.error, t.removeFailed)}</Alert>}
    </Panel>
  );
}
