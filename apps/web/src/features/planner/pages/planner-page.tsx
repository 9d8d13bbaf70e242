import type { FuelPlanResponse } from '@shop/shared/fuel-plan/api';
import type { CheckInOutcome, GutTraining } from '@shop/shared/fuel-plan/choices';
import type { FuelPlanRequest } from '@shop/shared/fuel-plan/input';
import type { Profile } from '@shop/shared/user';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { LoadFailure, LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { failureText } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { pageTitles } from '../../../lib/messages.ts';
import type { PageMetaFor } from '../../../lib/page-meta.ts';
import { paths } from '../../../lib/paths.ts';
import { computePlan, plannerQueries } from '../../../lib/planner/planner-api.ts';
import { profileQueries } from '../../../lib/profile/profile-api.ts';
import {
  emptyFields,
  type FieldErrors,
  fieldsOf,
  type PlannerFields,
  PlannerForm,
  toRequest,
} from '../components/planner-form.tsx';
import { plannerMessages as t } from '../messages.ts';

/** The plan and what to do with it: loaded once there is a plan, not with the page. */
const PlanResult = lazy(() => import('../components/plan-result.tsx'));

/** How used to food on the run a runner's level in the profile suggests their gut is. */
const gutForLevel = (level: Profile['sport']['level']): GutTraining | null =>
  level === null ? null : level === 'beginner' ? 'new' : 'trained';

export const meta: PageMetaFor = () => ({
  title: pageTitles.planner,
  description: t.metaDescription,
  path: paths.planner(),
});

/** /planner: the race fuel planner, public; a saved plan opens here with ?plan=<id> for its owner. */
export default function PlannerPage() {
  const { isLoggedIn } = useAuth();
  const [params] = useSearchParams();
  const savedId = params.get('plan');
  const [fields, setFields] = useState<PlannerFields>(emptyFields);
  const [avoided, setAvoided] = useState<{ id: string; title: string }[]>([]);
  const [shown, setShown] = useState<{
    request: FuelPlanRequest;
    result: FuelPlanResponse;
    saved: { id: string; shareToken: string; checkIn: CheckInOutcome | null } | null;
  } | null>(null);
  const [profileHint, setProfileHint] = useState<string | null>(null);
  const [checkInHint, setCheckInHint] = useState<string | null>(null);
  const checkInFilled = useRef(false);
  const filledFrom = useRef<string | null>(null);

  const profile = useQuery({ ...profileQueries.mine(), enabled: isLoggedIn && !savedId });
  const saved = useQuery({ ...plannerQueries.one(savedId ?? ''), enabled: isLoggedIn && savedId !== null });
  const mine = useQuery({ ...plannerQueries.mine(), enabled: isLoggedIn && !savedId });

  // A new plan starts from the newest check-in of the runner's saved plans.
  useEffect(() => {
    const last = mine.data?.find((p) => p.checkIn !== null);
    if (last?.checkIn && !checkInFilled.current) {
      checkInFilled.current = true;
      const outcome = last.checkIn;
      setFields((current) => ({ ...current, lastCheckIn: outcome }));
      setCheckInHint(t.checkInFrom(last.name));
    }
  }, [mine.data]);

  useEffect(() => {
    if (saved.data && filledFrom.current !== saved.data.id) {
      filledFrom.current = saved.data.id;
      setFields(fieldsOf(saved.data.request));
      const { id, shareToken, checkIn } = saved.data;
      setShown({
        request: saved.data.request,
        result: saved.data.result,
        saved: { id, shareToken, checkIn },
      });
    }
  }, [saved.data]);

  useEffect(() => {
    const level = profile.data?.sport.level ?? null;
    const gut = gutForLevel(level);
    if (gut && level && filledFrom.current === null) {
      filledFrom.current = 'profile';
      setFields((current) => ({ ...current, gut }));
      setProfileHint(t.fromProfile(level));
    }
  }, [profile.data]);

  const plan = useMutation({
    mutationFn: computePlan,
    onSuccess: (result, request) => setShown({ request, result, saved: null }),
  });

  // The schema comes with the first plan asked for, not with the page.
  const run = async (avoid: { id: string; title: string }[]): Promise<FieldErrors | null> => {
    const { fuelPlanRequestSchema } = await import('@shop/shared/fuel-plan/input');
    const outcome = toRequest(
      fields,
      avoid.map((p) => p.id),
      fuelPlanRequestSchema,
    );
    if ('errors' in outcome) return outcome.errors;
    plan.mutate(outcome.request);
    return null;
  };

  const avoid = (id: string, title: string) => {
    const next = [...avoided.filter((p) => p.id !== id), { id, title }];
    setAvoided(next);
    void run(next);
  };
  const allow = (id: string) => setAvoided(avoided.filter((p) => p.id !== id));

  return (
    <article data-print-alone className="mx-auto max-w-4xl space-y-8 print:space-y-2">
      <div className="print:hidden">
        <PageHeading title={pageTitles.planner}>{t.title}</PageHeading>
        <p className="text-lg leading-relaxed text-stone-700">{t.intro}</p>
      </div>
      {savedId && saved.isPending && isLoggedIn && <LoadingText />}
      {savedId && saved.isError && (
        <LoadFailure error={saved.error} fallback={t.loadFailed} onRetry={saved.refetch} />
      )}
      <div className="rounded-xl border border-stone-200 bg-white p-4 sm:p-6 print:hidden">
        <h2 className="mb-4 text-2xl">{t.formTitle}</h2>
        <PlannerForm
          fields={fields}
          onChange={setFields}
          avoided={avoided}
          onAllow={allow}
          onSubmit={() => run(avoided)}
          busy={plan.isPending}
          profileHint={profileHint}
          checkInHint={checkInHint}
        />
        {plan.isError && <Alert className="mt-4">{failureText(plan.error, t.failed)}</Alert>}
      </div>
      {shown && (
        <Suspense fallback={<LoadingText />}>
          <PlanResult
            request={shown.request}
            result={shown.result}
            onAvoid={avoid}
            saved={shown.saved}
            onCheckIn={(outcome) => {
              setFields((current) => ({ ...current, lastCheckIn: outcome }));
              setCheckInHint(null);
            }}
          />
        </Suspense>
      )}
    </article>
  );
}
