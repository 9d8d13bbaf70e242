import { blogMessages } from '@shop/shared/blog-constants';
import { useEffect } from 'react';
import { LoadFailure, LoadingText } from '../../../components/ui/loading.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useListParams } from '../../../lib/list/use-list-params.ts';
import { blogListApiParams, blogListSchema, toggleCategory } from '../blog-list-params.ts';
import { useBlogList } from '../hooks/use-blog.ts';
import { blogPageMessages as t } from '../messages.ts';
import { BlogCard } from './blog-card.tsx';
import { BlogCategoryChips, BlogSearchBox, BlogSortButtons } from './blog-list-controls.tsx';

/**
 * The published posts with search, sort, category chips and paging, all kept in the query string.
 * On a category page `fixedCategory` is the only category and the chips are left out.
 */
export function BlogListView({ fixedCategory }: { fixedCategory?: string }) {
  const list = useListParams(blogListSchema, { omitDefaults: true });
  const state = list.values;
  const { data, isPending, error, refetch, isPlaceholderData } = useBlogList(
    blogListApiParams(state, fixedCategory),
  );

  // A failed list is logged (spec 8) and said so, never shown as an empty list (decision 037).
  useEffect(() => {
    if (error) console.error('Blogposts ophalen mislukt', error);
  }, [error]);

  // The API already leaves drafts out for visitors; admins must not see them here either.
  const posts = (data?.data ?? []).filter((post) => post.isPublished);

  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
        {/* A new search, sort or category starts again at page 1. */}
        <BlogSearchBox value={state.search} onSearch={(search) => list.search({ search })} />
        <BlogSortButtons value={state.sortBy} onChange={(sortBy) => list.search({ sortBy })} />
        {!fixedCategory && (
          <BlogCategoryChips
            selected={state.category}
            onToggle={(category) => list.search({ category: toggleCategory(state.category, category) })}
            onClear={() => list.search({ category: [] })}
          />
        )}
      </div>

      {isPending ? (
        <LoadingText text={t.loadingList} />
      ) : error ? (
        <LoadFailure error={error} fallback={t.listLoadFailed} onRetry={refetch} />
      ) : posts.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center text-stone-700 ring-1 ring-stone-200">
          {blogMessages.noPosts}
        </p>
      ) : (
        <div aria-busy={isPlaceholderData}>
          <p className="sr-only" aria-live="polite">
            {t.resultCount(data?.totalRecords ?? posts.length)}
          </p>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post._id}>
                <BlogCard post={post} />
              </li>
            ))}
          </ul>
          <Pager
            page={data?.page ?? state.page}
            totalPages={data?.totalPages ?? 1}
            onPageChange={list.goToPage}
          />
        </div>
      )}
    </div>
  );
}
