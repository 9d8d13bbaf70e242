import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { LinkButton } from '../../../components/ui/button.tsx';
import { LoadFailure, LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { plannerQueries } from '../../../lib/planner/planner-api.ts';
import { raceName } from '../../../lib/planner/race-name.ts';
import { PlanView } from '../components/plan-view.tsx';
import { plannerMessages as t } from '../messages.ts';

/** /planner/gedeeld/:token: a saved plan, read-only, for anyone with the link. */
export default function SharedPlanPage() {
  const { token = '' } = useParams();
  const shared = useQuery({ ...plannerQueries.shared(token), retry: false });
  return (
    <article data-print-alone className="mx-auto max-w-4xl space-y-6 print:space-y-2">
      {shared.isPending ? (
        <>
          <PageHeading>{pageTitles.planner}</PageHeading>
          <LoadingText />
        </>
      ) : shared.isError ? (
        <>
          <PageHeading>{pageTitles.planner}</PageHeading>
          {shared.error instanceof ApiError &&
          (shared.error.status === 404 || shared.error.status === 400) ? (
            <p>{t.notFound}</p>
          ) : (
            <LoadFailure error={shared.error} fallback={t.loadFailed} onRetry={shared.refetch} />
          )}
        </>
      ) : (
        <>
          <PageHeading title={t.savedPlanTitle(shared.data.name)}>{shared.data.name}</PageHeading>
          <p className="text-stone-700">
            {raceName(shared.data.request)}. {t.sharedIntro}
          </p>
          <PlanView result={shared.data.result} />
        </>
      )}
      <LinkButton to={paths.planner()} variant="secondary" className="print:hidden">
        {t.makeYourOwn}
      </LinkButton>
    </article>
  );
}
