import { accountMessages } from '@shop/shared/account';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { SubmitButton } from '../../../components/ui/button.tsx';
import { ApiError, failureText } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { useConfirmEmail } from '../hooks/use-account-recovery.ts';
import { linkToken } from '../link-token.ts';
import { authPageMessages as t } from '../messages.ts';

/**
 * Confirms a new e-mail address with the link sent to it (`/e-mailadres-bevestigen#token`). The
 * change happens on the button, not on opening the page: a mail program that opens links to check
 * them changes nothing (decision 060). No login is needed: the link itself is the proof.
 */
export default function ConfirmEmailPage() {
  const token = linkToken(useLocation().hash);
  const { isLoggedIn } = useAuth();
  const confirm = useConfirmEmail();
  const [failure, setFailure] = useState<string | null>(null);

  const onConfirm = async () => {
    setFailure(null);
    try {
      await confirm.mutateAsync({ token });
    } catch (error) {
      setFailure(
        error instanceof ApiError && [400, 409].includes(error.status)
          ? error.message
          : failureText(error, t.somethingWentWrong),
      );
    }
  };

  const next = isLoggedIn ? (
    <Link to={paths.profile()} className="font-semibold text-accent-700 underline">
      {t.toProfile}
    </Link>
  ) : (
    <Link to={paths.login()} className="font-semibold text-accent-700 underline">
      {t.backToLogin}
    </Link>
  );

  return (
    <AuthCard title={pageTitles.confirmEmail} intro={t.confirmEmailIntro} footer={next}>
      {!token ? (
        <Alert>{accountMessages.emailLinkInvalid}</Alert>
      ) : confirm.data ? (
        <Alert tone="success">{accountMessages.emailChanged(confirm.data.email)}</Alert>
      ) : (
        <form
          noValidate
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            void onConfirm();
          }}
        >
          {failure && <Alert>{failure}</Alert>}
          <SubmitButton size="lg" busy={confirm.isPending} busyLabel={t.confirmEmailBusy} className="w-full">
            {t.confirmEmailSubmit}
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
