import { commentMessages } from '@shop/shared/comment-constants';
import { LoadFailure, LoadingText } from '../../../../components/ui/loading.tsx';
import { commentPageMessages as t } from '../../comment-messages.ts';
import { useCommentActions } from '../../hooks/use-comment-actions.ts';
import { useComments } from '../../hooks/use-comments.ts';
import { CommentList } from './comment-item.tsx';
import { countVisibleComments } from './comment-tree.ts';
import { NewCommentForm } from './new-comment-form.tsx';

/** The comments under an article: count, the new-comment form and the threaded comments. */
export function CommentsSection({ slug }: { slug: string }) {
  const { data: comments, isPending, isError, error, refetch } = useComments(slug);
  const actions = useCommentActions(slug);
  const count = comments ? countVisibleComments(comments) : undefined;

  return (
    <section aria-labelledby="comments-heading" className="space-y-6">
      <h2 id="comments-heading" className="text-2xl">
        {t.heading(count)}
      </h2>
      <NewCommentForm onSubmit={(content) => actions.create(content)} />
      {isPending ? (
        <LoadingText />
      ) : isError ? (
        <LoadFailure error={error} fallback={t.commentsLoadFailed} onRetry={refetch} />
      ) : comments.length === 0 ? (
        <p className="text-stone-700">{commentMessages.empty}</p>
      ) : (
        <CommentList comments={comments} actions={actions} />
      )}
    </section>
  );
}

export default CommentsSection;
