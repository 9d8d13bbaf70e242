import { zodResolver } from '@hookform/resolvers/zod';
import { type PasswordForgotInput, passwordForgotSchema } from '@shop/shared/account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { SubmitButton } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { failureText } from '../../../lib/api-client.ts';
import { fieldProps } from '../../../lib/form-field-props.ts';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { useFormFailure } from '../../../lib/use-form-failure.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { useRequestPasswordReset } from '../hooks/use-account-recovery.ts';
import { authPageMessages as t } from '../messages.ts';

/**
 * Asks for a link to set a new password. The server answers every address alike, so the page can
 * only say what happens if the address has an account (decision 060).
 */
export default function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const { failure, attempt } = useFormFailure();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<PasswordForgotInput>({
    resolver: zodResolver(passwordForgotSchema),
    defaultValues: { email: '' },
  });
  const field = fieldProps(form, { email: t.email });

  const submit = form.handleSubmit((values) =>
    attempt(
      async () => setSent((await request.mutateAsync(values)).message),
      (error) => failureText(error, t.somethingWentWrong),
    ),
  );

  return (
    <AuthCard
      title={pageTitles.forgotPassword}
      intro={t.forgotIntro}
      footer={
        <Link to={paths.login()} className="font-semibold text-accent-700 underline">
          {t.backToLogin}
        </Link>
      }
    >
      {sent ? (
        <Alert tone="success">{sent}</Alert>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-5">
          {failure && <Alert>{failure}</Alert>}
          <TextField {...field('email')} type="email" autoComplete="email" inputMode="email" />
          <SubmitButton
            size="lg"
            busy={form.formState.isSubmitting}
            busyLabel={t.forgotBusy}
            className="w-full"
          >
            {t.forgotSubmit}
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
