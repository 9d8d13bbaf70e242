import { userMessages } from '@shop/shared/user';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { LoadFailure } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { ApiError } from '../../../lib/api-client.ts';

/** A user page whose user could not be loaded: 'Gebruiker niet gevonden.' for a 404, else the failure. */
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
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <section className="space-y-4">
      <PageHeading>{title}</PageHeading>
      {missing ? (
        <Alert>{userMessages.notFound}</Alert>
      ) : (
        <LoadFailure error={error} fallback={userMessages.loadFailed} onRetry={onRetry} />
      )}
      {back}
    </section>
  );
}
