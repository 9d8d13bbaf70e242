import type { SavedPlan } from '@shop/shared/fuel-plan/api';
import type { FuelPlanRequest } from '@shop/shared/fuel-plan/input';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { SubmitButton } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { ApiError, failureText } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { paths } from '../../../lib/paths.ts';
import { plannerKeys, savePlan } from '../../../lib/planner/planner-api.ts';
import { plannerMessages as t } from '../messages.ts';

/** The read-only link of a saved plan, to copy. */
export function ShareLink({ token }: { token: string }) {
  const url =
    typeof window === 'undefined'
      ? paths.sharedPlan(token)
      : `${window.location.origin}${paths.sharedPlan(token)}`;
  return <TextField label={t.shareLink} value={url} readOnly onFocus={(event) => event.target.select()} />;
}

/** 'Plan bewaren': for a logged-in runner; a guest is asked to log in. */
export function SavePlan({ request, defaultName }: { request: FuelPlanRequest; defaultName: string }) {
  const { isLoggedIn } = useAuth();
  const queryClient = useQueryClient();
  const [name, setName] = useState(defaultName);
  const [saved, setSaved] = useState<SavedPlan | null>(null);
  const save = useMutation({
    mutationFn: savePlan,
    onSuccess: (plan) => {
      setSaved(plan);
      void queryClient.invalidateQueries({ queryKey: plannerKeys.mine });
    },
  });

  if (!isLoggedIn) {
    return (
      <p className="text-sm print:hidden">
        {t.loginToSave}{' '}
        <Link to={paths.login()} className="font-semibold underline">
          {t.toLogin}
        </Link>
      </p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ name, request });
  };
  const nameError =
    save.error instanceof ApiError && save.error.status === 400
      ? (save.error.details?.name?.[0] ?? save.error.message)
      : undefined;

  return (
    <section aria-labelledby="planner-save" className="space-y-3 print:hidden">
      <h2 id="planner-save" className="text-xl">
        {t.saveTitle}
      </h2>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <TextField
          label={t.saveName}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={nameError}
          className="min-w-60 flex-1"
          maxLength={80}
        />
        <SubmitButton busy={save.isPending} busyLabel={t.saving} variant="secondary">
          {t.save}
        </SubmitButton>
      </form>
      {save.isError && !nameError && <Alert>{failureText(save.error, t.saveFailed)}</Alert>}
      {saved && (
        <>
          <Alert tone="success">{t.saved}</Alert>
          <ShareLink token={saved.shareToken} />
        </>
      )}
    </section>
  );
}
