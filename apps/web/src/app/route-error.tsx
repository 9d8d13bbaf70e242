import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { commonMessages } from '../lib/messages.ts';
import { paths } from '../lib/paths.ts';
import { NotFoundPage } from './not-found-page.tsx';

/** Shown when a page fails to load or render (e.g. a chunk after a deploy), instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl">{commonMessages.pageLoadFailed}</h1>
      <p className="mt-4">
        <Link to={paths.home()} className="font-semibold text-accent-700 underline">
          {commonMessages.backHome}
        </Link>
      </p>
    </section>
  );
}
