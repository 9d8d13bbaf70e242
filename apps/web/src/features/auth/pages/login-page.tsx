import { loginInputSchema } from '@shop/shared/auth';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { authMessages, pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { CredentialsForm } from '../components/credentials-form.tsx';
import { authPageMessages } from '../messages.ts';

export default function LoginPage() {
  const { login, isLoggedIn, isAdmin } = useAuth();
  const navigate = useNavigate();
  // A page that sent the visitor here may say why (a new password was set).
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  // Someone already logged in has nothing to do here.
  if (isLoggedIn) return <Navigate to={isAdmin ? paths.admin.dashboard() : paths.home()} replace />;
  return (
    <AuthCard
      title={pageTitles.login}
      intro={authPageMessages.loginIntro}
      footer={
        <>
          {authPageMessages.noAccount}{' '}
          <Link to={paths.register()} className="font-semibold text-accent-700 underline">
            {authPageMessages.toRegister}
          </Link>
        </>
      }
    >
      {typeof notice === 'string' && (
        <Alert tone="success" className="mb-5">
          {notice}
        </Alert>
      )}
      <CredentialsForm
        schema={loginInputSchema}
        submitLabel={authPageMessages.loginSubmit}
        busyLabel={authPageMessages.loginBusy}
        failureMessage={authMessages.loginFailed}
        passwordAutoComplete="current-password"
        onSubmit={async (values) => {
          const { role } = await login(values);
          navigate(role === 'admin' ? paths.admin.dashboard() : paths.home(), { replace: true });
        }}
      />
      <p className="mt-4 text-sm">
        <Link to={paths.forgotPassword()} className="font-semibold text-accent-700 underline">
          {authPageMessages.forgotPassword}
        </Link>
      </p>
    </AuthCard>
  );
}
