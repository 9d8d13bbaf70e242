import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages } from '@shop/shared/account';
import { newPasswordSchema } from '@shop/shared/auth';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { SubmitButton } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { ApiError, failureText } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { fieldProps } from '../../../lib/form-field-props.ts';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { useFormFailure } from '../../../lib/use-form-failure.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { useResetPassword } from '../hooks/use-account-recovery.ts';
import { linkToken } from '../link-token.ts';
import { authPageMessages as t } from '../messages.ts';

const formSchema = z.object({ password: newPasswordSchema });
type FormValues = z.infer<typeof formSchema>;

/**
 * Sets a new password with the link from the mail (`/wachtwoord-herstellen#token`). Every login of
 * the account ends with it, so the page sends the visitor to log in with the new password
 * (decision 060).
 */
export default function ResetPasswordPage() {
  const token = linkToken(useLocation().hash);
  const navigate = useNavigate();
  const { isLoggedIn, logout } = useAuth();
  const reset = useResetPassword();
  const { failure, attempt } = useFormFailure();
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { password: '' } });
  const field = fieldProps(form, { password: t.newPassword });

  const submit = form.handleSubmit((values) =>
    attempt(
      async () => {
        await reset.mutateAsync({ token, password: values.password });
        // This browser's own login ended with the others.
        if (isLoggedIn) await logout();
        navigate(paths.login(), { replace: true, state: { notice: accountMessages.passwordReset } });
      },
      (error) =>
        error instanceof ApiError && error.status === 400 && !error.details?.password
          ? error.message
          : failureText(error, t.somethingWentWrong),
    ),
  );

  return (
    <AuthCard
      title={pageTitles.resetPassword}
      intro={t.resetIntro}
      footer={
        <Link to={paths.forgotPassword()} className="font-semibold text-accent-700 underline">
          {t.requestNewLink}
        </Link>
      }
    >
      {token ? (
        <form noValidate onSubmit={submit} className="space-y-5">
          {failure && <Alert>{failure}</Alert>}
          <TextField {...field('password')} type="password" autoComplete="new-password" />
          <SubmitButton
            size="lg"
            busy={form.formState.isSubmitting}
            busyLabel={t.resetBusy}
            className="w-full"
          >
            {t.resetSubmit}
          </SubmitButton>
        </form>
      ) : (
        <Alert>{accountMessages.resetLinkInvalid}</Alert>
      )}
    </AuthCard>
  );
}
