import { userMessages } from '@shop/shared/user';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LoadFailure, LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import type { AdminUserListState } from '../user-list-state.ts';

/**
 * A user page whose user could not be loaded. An unknown user returns to the user list with
 * 'Gebruiker niet gevonden.' (spec 8); any other failure stays here with its reason, a retry and
 * the way back.
 */
export function UserLoadFailure({
  title,
  error,
  back,
  onRetry,
}: {
  title: string;
  error: unknown;
  back: ReactNode;
  onRetry: () => unknown;
}) {
  const navigate = useNavigate();
  const missing = error instanceof ApiError && error.status === 404;
  useEffect(() => {
    if (!missing) return;
    const state: AdminUserListState = { notice: { tone: 'error', text: userMessages.notFound } };
    void navigate(paths.admin.users(), { replace: true, state });
  }, [missing, navigate]);

  if (missing) return <LoadingText />;
  return (
    <section className="space-y-4">
      <PageHeading>{title}</PageHeading>
      <LoadFailure error={error} fallback={userMessages.loadFailed} onRetry={onRetry} />
      {back}
    </section>
  );
}
