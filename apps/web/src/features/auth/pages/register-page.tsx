import { registerInputSchema } from '@shop/shared/auth';
import { Link, Navigate, useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth.tsx';
import { authMessages, pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { CredentialsForm } from '../components/credentials-form.tsx';
import { authPageMessages } from '../messages.ts';

export default function RegisterPage() {
  const { register, isLoggedIn } = useAuth();
  const navigate = useNavigate();
  // Someone already logged in has nothing to do here.
  if (isLoggedIn) return <Navigate to={paths.home()} replace />;
  return (
    <AuthCard
      title={pageTitles.register}
      intro={authPageMessages.registerIntro}
      footer={
        <>
          {authPageMessages.haveAccount}{' '}
          <Link to={paths.login()} className="font-semibold text-accent-700 underline">
            {authPageMessages.toLogin}
          </Link>
        </>
      }
    >
      <CredentialsForm
        schema={registerInputSchema}
        submitLabel={authPageMessages.registerSubmit}
        busyLabel={authPageMessages.registerBusy}
        failureMessage={authMessages.registerFailed}
        passwordAutoComplete="new-password"
        onSubmit={async (values) => {
          await register(values);
          navigate(paths.home(), { replace: true });
        }}
      />
    </AuthCard>
  );
}
