import type { Comment } from '@shop/shared/comment';
import { EDIT_HISTORY_PREVIEW_LENGTH } from '@shop/shared/comment-constants';
import { truncate } from '@shop/shared/text';
import { formatDateTime } from '../../../../lib/format.ts';
import { commentPageMessages as t } from '../../comment-messages.ts';

/** The admin's view of a comment's edits and deletion, each with a preview cut at 80 characters. */
export function CommentEditHistory({ history }: { history: Comment['editHistory'] }) {
  return (
    <details className="mt-2 rounded-lg bg-stone-50 p-3 text-sm">
      <summary className="cursor-pointer font-semibold text-stone-700">
        {t.history} ({history.length})
      </summary>
      <ol className="mt-2 space-y-2">
        {history.map((entry) => (
          <li key={`${entry.at}-${entry.type}`} className="border-l-2 border-stone-300 pl-3">
            <p className="text-stone-600">
              {entry.type === 'edit' ? t.historyEdit : t.historyDelete} {entry.by.email} ·{' '}
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </p>
            <p className="text-stone-800">{truncate(entry.content, EDIT_HISTORY_PREVIEW_LENGTH)}</p>
          </li>
        ))}
      </ol>
    </details>
  );
}
