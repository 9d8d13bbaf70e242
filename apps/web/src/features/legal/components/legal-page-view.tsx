import { type LegalPageSlug, legalPageMessages, legalPageSlugs } from '@shop/shared/legal-page-constants';
import type { LegalPage } from '@shop/shared/legal-pages';
import { stripMarkdown, truncate } from '@shop/shared/text';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { LoadFailure, LoadingText } from '../../../components/ui/loading.tsx';
import { Markdown } from '../../../components/ui/markdown.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { formatLongDate } from '../../../lib/format.ts';
import type { PageMetaFor } from '../../../lib/page-meta.ts';
import { paths } from '../../../lib/paths.ts';
import type { Prefetch } from '../../../lib/prefetch.ts';
import { legalPageKeys, legalPageQueries } from '../api/legal-pages-api.ts';
import { useLegalPage } from '../hooks/use-legal-page.ts';
import { legalPageViewMessages as t } from '../messages.ts';

/** The legal page an address names ('/voorwaarden/' too), or undefined for any other address. */
export function legalPageSlugOf(pathname: string): LegalPageSlug | undefined {
  const [first, ...rest] = pathname.split('/').filter(Boolean);
  return rest.length === 0 ? legalPageSlugs.find((slug) => slug === first) : undefined;
}

/** The page's text in the HTML the server sends (decision 029). */
export const legalPagePrefetch: Prefetch = async (queryClient, { request }) => {
  const slug = legalPageSlugOf(new URL(request.url).pathname);
  if (slug) await queryClient.prefetchQuery(legalPageQueries.page(slug));
};

/**
 * Title, description (the text's first words) and canonical address of the page. One page module
 * serves the three addresses, so the head is made from the one legal page the server's prefetch
 * put into this request's cache.
 */
export const legalPageMeta: PageMetaFor = (queryClient) => {
  const page = queryClient
    .getQueriesData<LegalPage | null>({ queryKey: legalPageKeys.pages() })
    .map(([, data]) => data)
    .find((data) => data);
  if (!page) return null;
  return {
    title: page.title,
    description: truncate(stripMarkdown(page.body), 155),
    path: `/${page.slug}`,
  };
};

/**
 * A legal page as the admin wrote it: title, date of the last change and the markdown, rendered
 * without raw HTML and with only the spec's link protocols (components/ui/markdown.tsx).
 */
export function LegalPageView({ slug }: { slug: LegalPageSlug }) {
  const { data: page, isPending, isError, error, refetch } = useLegalPage(slug);

  if (isPending) return <LoadingText text={t.loading} />;
  if (isError || page === null) {
    return (
      <div className="mx-auto max-w-3xl space-y-6">
        {isError ? (
          <LoadFailure error={error} fallback={legalPageMessages.loadFailed} onRetry={refetch} />
        ) : (
          <Alert>{legalPageMessages.notFound}</Alert>
        )}
        <Link to={paths.home()} className="font-semibold text-accent-700 underline">
          {t.backHome}
        </Link>
      </div>
    );
  }
  return (
    <article className="mx-auto max-w-3xl">
      <PageHeading className="mb-2">{page.title}</PageHeading>
      <p className="mb-8 text-sm text-stone-600">
        {t.updatedOn} <time dateTime={page.updatedAt}>{formatLongDate(page.updatedAt)}</time>
      </p>
      <Markdown>{page.body}</Markdown>
    </article>
  );
}
