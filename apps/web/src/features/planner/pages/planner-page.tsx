import type { FuelPlanResponse } from '@shop/shared/fuel-plan/api';
import {
  type CheckInOutcome,
  checkInOutcomes,
  type FuelPlanRequest,
  type GutTraining,
} from '@shop/shared/fuel-plan/input';
import type { Profile } from '@shop/shared/user';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Printer from 'lucide-react/icons/printer';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, SubmitButton } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/form-fields.tsx';
import { LoadFailure, LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { failureText } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { pageTitles } from '../../../lib/messages.ts';
import type { PageMetaFor } from '../../../lib/page-meta.ts';
import { paths } from '../../../lib/paths.ts';
import { checkInPlan, computePlan, plannerKeys, plannerQueries } from '../../../lib/planner/planner-api.ts';
import { raceName } from '../../../lib/planner/race-name.ts';
import { profileQueries } from '../../../lib/profile/profile-api.ts';
import { PlanToCart } from '../components/plan-to-cart.tsx';
import { PlanView } from '../components/plan-view.tsx';
import {
  emptyFields,
  fieldsOf,
  type PlannerFields,
  PlannerForm,
  toRequest,
} from '../components/planner-form.tsx';
import { SavePlan, ShareLink } from '../components/save-plan.tsx';
import { plannerMessages as t } from '../messages.ts';

/** How used to food on the run a runner's level in the profile suggests their gut is. */
const gutForLevel = (level: Profile['sport']['level']): GutTraining | null =>
  level === null ? null : level === 'beginner' ? 'new' : 'trained';

/** After the race: how it went, kept on the saved plan; the next plan in the form follows it. */
function CheckIn({
  planId,
  current,
  onSaved,
}: {
  planId: string;
  current: CheckInOutcome | null;
  onSaved: (outcome: CheckInOutcome) => void;
}) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<CheckInOutcome | null>(current);
  const save = useMutation({
    mutationFn: checkInPlan,
    onSuccess: (plan) => {
      queryClient.setQueryData(plannerKeys.one(plan.id), plan);
      void queryClient.invalidateQueries({ queryKey: plannerKeys.mine });
      if (plan.checkIn) onSaved(plan.checkIn);
    },
  });
  return (
    <section aria-labelledby="planner-check-in" className="space-y-3 print:hidden">
      <h2 id="planner-check-in" className="text-xl">
        {t.checkInTitle}
      </h2>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (outcome) save.mutate({ planId, outcome });
        }}
      >
        <SelectField
          label={t.checkInQuestion}
          value={outcome ?? ''}
          onChange={(event) => setOutcome(checkInOutcomes.find((o) => o === event.target.value) ?? null)}
          options={[
            { value: '', label: t.checkInOptions.none },
            ...checkInOutcomes.map((o) => ({ value: o, label: t.checkInOptions[o] })),
          ]}
        />
        <SubmitButton busy={save.isPending} variant="secondary" disabled={!outcome}>
          {t.checkInSave}
        </SubmitButton>
      </form>
      {save.isSuccess && <Alert tone="success">{t.checkInSaved}</Alert>}
      {save.isError && <Alert>{failureText(save.error, t.checkInFailed)}</Alert>}
    </section>
  );
}

/** The planner's answer with its title, print button and what to do with it. */
function PlanResult({
  request,
  result,
  onAvoid,
  saved,
  onCheckIn,
}: {
  request: FuelPlanRequest;
  result: FuelPlanResponse;
  onAvoid: (id: string, title: string) => void;
  saved: { id: string; shareToken: string; checkIn: CheckInOutcome | null } | null;
  onCheckIn: (outcome: CheckInOutcome) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A new plan moves the focus to its heading, so a screen reader hears that it arrived.
  useEffect(() => {
    if (result) heading.current?.focus();
  }, [result]);
  const race = raceName(request);
  return (
    <section
      aria-labelledby="planner-result"
      className="space-y-8 border-t border-stone-200 pt-8 print:border-0 print:pt-0"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="planner-result" ref={heading} tabIndex={-1} className="text-3xl">
          {t.planFor(race)}
        </h2>
        <Button variant="secondary" onClick={() => window.print()} className="print:hidden">
          <Printer size={18} aria-hidden />
          {t.print}
        </Button>
      </div>
      <PlanView result={result} onAvoid={onAvoid} />
      <PlanToCart result={result} />
      {saved ? (
        <>
          <ShareLink token={saved.shareToken} />
          <CheckIn planId={saved.id} current={saved.checkIn} onSaved={onCheckIn} />
        </>
      ) : (
        <SavePlan request={request} defaultName={t.saveNameDefault(race)} />
      )}
    </section>
  );
}

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

  const run = (avoid: { id: string; title: string }[]) => {
    const outcome = toRequest(
      fields,
      avoid.map((p) => p.id),
    );
    if ('errors' in outcome) return outcome.errors;
    plan.mutate(outcome.request);
    return null;
  };

  const avoid = (id: string, title: string) => {
    const next = [...avoided.filter((p) => p.id !== id), { id, title }];
    setAvoided(next);
    run(next);
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
      )}
    </article>
  );
}
