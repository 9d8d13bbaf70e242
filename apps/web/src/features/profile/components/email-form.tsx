import { zodResolver } from '@hookform/resolvers/zod';
import { type EmailChangeInput, emailChangeSchema } from '@shop/shared/account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { SubmitButton } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { fieldProps } from '../../../lib/form-field-props.ts';
import { useFormFailure } from '../../../lib/use-form-failure.ts';
import { useRequestEmailChange } from '../hooks/use-credentials.ts';
import { credentialsMessages as t } from '../messages.ts';
import { showRefusal } from './credential-errors.ts';

/**
 * A new e-mail address (POST /user/email): a link goes to the new address, and the account keeps
 * `currentEmail` until it is opened.
 */
export function EmailForm({ currentEmail }: { currentEmail: string }) {
  const request = useRequestEmailChange();
  const { failure, attempt } = useFormFailure();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<EmailChangeInput>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  const field = fieldProps(form, { newEmail: t.newEmail, currentPassword: t.currentPassword });

  const submit = form.handleSubmit((values) => {
    setSent(null);
    return attempt(
      async () => {
        const { message } = await request.mutateAsync(values);
        form.reset();
        setSent(message);
      },
      (error) =>
        showRefusal(
          error,
          ['newEmail', 'currentPassword'] as const,
          form.setError,
          t.emailFailed,
          'newEmail',
        ),
    );
  });

  return (
    <Panel title={t.emailHeading}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <p className="text-sm text-stone-700">{t.emailIntro(currentEmail)}</p>
        <TextField {...field('newEmail')} type="email" autoComplete="email" inputMode="email" />
        <TextField {...field('currentPassword')} type="password" autoComplete="current-password" />
        <div aria-live="polite">
          {sent && <Alert tone="success">{sent}</Alert>}
          {failure && <Alert>{failure}</Alert>}
        </div>
        <SubmitButton busy={form.formState.isSubmitting} busyLabel={t.sending}>
          {t.emailSubmit}
        </SubmitButton>
      </form>
    </Panel>
  );
}
