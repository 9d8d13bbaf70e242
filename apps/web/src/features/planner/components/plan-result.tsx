import type { FuelPlanResponse } from '@shop/shared/fuel-plan/api';
import { type CheckInOutcome, checkInOutcomes } from '@shop/shared/fuel-plan/choices';
import type { FuelPlanRequest } from '@shop/shared/fuel-plan/input';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Printer from 'lucide-react/icons/printer';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, SubmitButton } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/form-fields.tsx';
import { failureText } from '../../../lib/api-client.ts';
import { checkInPlan, plannerKeys } from '../../../lib/planner/planner-api.ts';
import { raceName } from '../../../lib/planner/race-name.ts';
import { plannerMessages as t } from '../messages.ts';
import { PlanToCart } from './plan-to-cart.tsx';
import { PlanView } from './plan-view.tsx';
import { SavePlan, ShareLink } from './save-plan.tsx';

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

/** The planner's answer with its title, print button and what to do with it (loaded lazily). */
export default function PlanResult({
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
