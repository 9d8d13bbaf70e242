import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, type PasswordChangeInput, passwordChangeSchema } from '@shop/shared/account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { SubmitButton } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { fieldProps } from '../../../lib/form-field-props.ts';
import { useFormFailure } from '../../../lib/use-form-failure.ts';
import { useChangePassword } from '../hooks/use-credentials.ts';
import { credentialsMessages as t } from '../messages.ts';
import { showRefusal } from './credential-errors.ts';

/** A new password with the current one (PUT /user/password); the user's other logins end, this one stays. */
export function PasswordForm() {
  const change = useChangePassword();
  const { failure, attempt } = useFormFailure();
  const [saved, setSaved] = useState(false);
  const form = useForm<PasswordChangeInput>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const field = fieldProps(form, { currentPassword: t.currentPassword, newPassword: t.newPassword });

  const submit = form.handleSubmit((values) => {
    setSaved(false);
    return attempt(
      async () => {
        await change.mutateAsync(values);
        form.reset();
        setSaved(true);
      },
      (error) =>
        showRefusal(error, ['currentPassword', 'newPassword'] as const, form.setError, t.passwordFailed),
    );
  });

  return (
    <Panel title={t.passwordHeading}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField {...field('currentPassword')} type="password" autoComplete="current-password" />
        <TextField {...field('newPassword')} type="password" autoComplete="new-password" />
        <div aria-live="polite">
          {saved && <Alert tone="success">{accountMessages.passwordChanged}</Alert>}
          {failure && <Alert>{failure}</Alert>}
        </div>
        <SubmitButton busy={form.formState.isSubmitting} busyLabel={t.saving}>
          {t.passwordSubmit}
        </SubmitButton>
      </form>
    </Panel>
  );
}
