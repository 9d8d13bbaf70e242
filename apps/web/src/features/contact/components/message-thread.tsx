import type { ContactReply } from '@shop/shared/contact';
import { formatDateTime } from '../../../lib/format.ts';
import { contactPageMessages as m } from '../messages.ts';

/**
 * The replies of a conversation, oldest first: support's (with whether the customer read them)
 * and the customer's own.
 */
export function MessageThread({
  replies,
  view,
}: {
  replies: readonly ContactReply[];
  view: 'customer' | 'desk';
}) {
  if (replies.length === 0) return <p className="text-stone-600">{m.noReplies}</p>;
  return (
    <ol className="space-y-3">
      {replies.map((reply) => {
        const author = reply.admin
          ? view === 'desk'
            ? (reply.admin.email ?? reply.admin.name)
            : m.fromSupport
          : view === 'desk'
            ? m.customer
            : m.fromYou;
        const readState =
          view === 'desk'
            ? reply.readByUser
              ? m.admin.readByUser
              : m.admin.unreadByUser
            : reply.readByUser
              ? m.read
              : m.notRead;
        return (
          <li
            key={reply._id}
            className={`rounded-lg border p-4 ${reply.admin ? 'border-teal-200 bg-teal-50' : 'border-stone-200 bg-white'}`}
          >
            <p className="mb-1 flex flex-wrap items-center gap-2 text-sm text-stone-700">
              <span className="font-semibold text-ink">{author}</span>
              <span>{formatDateTime(reply.sentAt)}</span>
              {reply.admin && <span className="text-xs">({readState})</span>}
            </p>
            <p className="whitespace-pre-line break-words">{reply.message}</p>
          </li>
        );
      })}
    </ol>
  );
}
