import type { Comment } from '@shop/shared/comment';
import { commentMessages, DELETED_USER_NAME } from '@shop/shared/comment-constants';
import Heart from 'lucide-react/icons/heart';
import MessageSquareReply from 'lucide-react/icons/message-square-reply';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { failureText } from '../../../../lib/api-client.ts';
import { useAuth } from '../../../../lib/auth.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { paths } from '../../../../lib/paths.ts';
import { commentPageMessages as t } from '../../comment-messages.ts';
import type { CommentActions } from '../../hooks/use-comment-actions.ts';
import { blogPageMessages } from '../../messages.ts';
import { CommentEditHistory } from './comment-edit-history.tsx';
import { mayChangeComment } from './comment-tree.ts';
import { CommentWidget } from './comment-widget.tsx';

type Mode = 'view' | 'edit' | 'reply';

const actionClass =
  'inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-semibold text-stone-700 hover:bg-stone-100 disabled:opacity-50';

/**
 * One comment with its actions (like, reply, and for its author or an admin edit and delete) and
 * its replies, which fold open with 'toon N antwoord(en)'. A deleted comment keeps its place.
 */
export function CommentItem({ comment, actions }: { comment: Comment; actions: CommentActions }) {
  const { isLoggedIn, isAdmin, userEmail } = useAuth();
  const [mode, setMode] = useState<Mode>('view');
  const [repliesOpen, setRepliesOpen] = useState(false);
  const [message, setMessage] = useState<{ text: string; loginLink?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const canChange = mayChangeComment(comment, { userEmail, isAdmin });
  // A comment's author who removed their account (decision 063).
  const author = comment.user?.name ?? DELETED_USER_NAME;
  const replyCount = comment.replies.length;

  /** Runs a call on the comment, its buttons waiting meanwhile; a failure shows `failure`. */
  const run = async (call: () => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      setMessage({ text: failureText(error, failure) });
    } finally {
      setBusy(false);
    }
  };

  const like = async () => {
    setMessage(null);
    if (!isLoggedIn) return setMessage({ text: commentMessages.loginToLike, loginLink: true });
    await run(() => actions.like(comment._id), t.likeFailed);
  };

  const startReply = () => {
    setMessage(null);
    if (!isLoggedIn) return setMessage({ text: commentMessages.loginToComment, loginLink: true });
    setMode('reply');
  };

  const remove = async () => {
    setMessage(null);
    if (!window.confirm(t.confirmDelete)) return;
    await run(() => actions.remove(comment._id), commentMessages.deleteFailed);
  };

  const saveEdit = async (content: string) => {
    setMessage(null);
    try {
      await actions.update(comment._id, content);
      setMode('view');
    } catch (error) {
      setMessage({ text: failureText(error, commentMessages.editFailed) });
    }
  };

  const sendReply = async (content: string) => {
    setMessage(null);
    try {
      await actions.create(content, comment._id);
      setMode('view');
      setRepliesOpen(true);
    } catch (error) {
      setMessage({ text: failureText(error, t.postFailed) });
    }
  };

  return (
    <article id={`comment-${comment._id}`} aria-label={`Reactie van ${author}`} className="space-y-2">
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold text-ink">{author}</span>
        <time dateTime={comment.createdAt} className="text-stone-600">
          {formatDateTime(comment.createdAt)}
        </time>
        {comment.edited && !comment.deleted && <span className="text-stone-600 italic">{t.edited}</span>}
      </header>

      {mode === 'edit' ? (
        <CommentWidget
          label={t.editLabel}
          submitLabel={t.save}
          initialText={comment.content}
          onSubmit={saveEdit}
          onCancel={() => setMode('view')}
        />
      ) : (
        <p className={`whitespace-pre-line ${comment.deleted ? 'text-stone-500 italic' : 'text-stone-800'}`}>
          {comment.content}
        </p>
      )}

      {isAdmin && comment.editHistory.length > 0 && <CommentEditHistory history={comment.editHistory} />}

      {!comment.deleted && mode !== 'edit' && (
        <div className="flex flex-wrap items-center gap-1">
          <button
            type="button"
            className={actionClass}
            onClick={like}
            disabled={busy}
            aria-pressed={comment.hasLiked}
          >
            <span className="sr-only">{`${t.likeLabel}, `}</span>
            <Heart
              aria-hidden
              size={16}
              className={comment.hasLiked ? 'fill-accent-600 text-accent-600' : undefined}
            />
            <span>{comment.likes}</span>
          </button>
          <button type="button" className={actionClass} onClick={startReply} disabled={busy}>
            <MessageSquareReply aria-hidden size={16} />
            {t.reply}
          </button>
          {canChange && (
            <>
              <button
                type="button"
                className={actionClass}
                onClick={() => {
                  setMessage(null);
                  setMode('edit');
                }}
                disabled={busy}
              >
                <Pencil aria-hidden size={16} />
                {t.edit}
              </button>
              <button
                type="button"
                className={`${actionClass} text-red-700`}
                onClick={remove}
                disabled={busy}
              >
                <Trash2 aria-hidden size={16} />
                {t.delete}
              </button>
            </>
          )}
        </div>
      )}

      {message && (
        <Alert>
          {message.text}
          {message.loginLink && (
            <>
              {' '}
              <Link to={paths.login()} className="font-semibold underline">
                {blogPageMessages.loginLink}
              </Link>
            </>
          )}
        </Alert>
      )}

      {mode === 'reply' && (
        <CommentWidget
          label={t.replyLabel}
          submitLabel={t.replySubmit}
          onSubmit={sendReply}
          onCancel={() => setMode('view')}
        />
      )}

      {replyCount > 0 && (
        <div>
          <button
            type="button"
            aria-expanded={repliesOpen}
            onClick={() => setRepliesOpen((open) => !open)}
            className="text-sm font-semibold text-teal-brand hover:underline"
          >
            {repliesOpen ? t.hideReplies(replyCount) : t.showReplies(replyCount)}
          </button>
          {repliesOpen && <CommentList comments={comment.replies} actions={actions} nested />}
        </div>
      )}
    </article>
  );
}

/** A level of the thread; replies are indented under their parent. */
export function CommentList({
  comments,
  actions,
  nested = false,
}: {
  comments: readonly Comment[];
  actions: CommentActions;
  nested?: boolean;
}) {
  return (
    <ul className={nested ? 'mt-3 space-y-4 border-l-2 border-stone-200 pl-4 sm:pl-6' : 'space-y-6'}>
      {comments.map((comment) => (
        <li
          key={comment._id}
          className={nested ? '' : 'rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5'}
        >
          <CommentItem comment={comment} actions={actions} />
        </li>
      ))}
    </ul>
  );
}
