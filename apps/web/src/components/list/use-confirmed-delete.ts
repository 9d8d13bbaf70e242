import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { Feedback } from '../ui/alert.tsx';

interface DeleteMessages {
  /** The question the browser asks first. */
  confirm: string;
  deleted: string;
  failed: string;
}

/**
 * Deleting from a list: the browser's confirmation first, then the outcome as feedback (show it
 * with FeedbackAlert) until the next delete or `clearFeedback`.
 */
export function useConfirmedDelete<TId>(
  mutation: UseMutationResult<unknown, Error, TId>,
  messages: DeleteMessages,
  initialFeedback: Feedback | null = null,
) {
  const [feedback, setFeedback] = useState<Feedback | null>(initialFeedback);
  return {
    feedback,
    clearFeedback: () => setFeedback(null),
    /** What is being deleted, so its button can wait. */
    deletingId: mutation.isPending ? mutation.variables : undefined,
    remove(id: TId) {
      if (!window.confirm(messages.confirm)) return;
      setFeedback(null);
      mutation.mutate(id, {
        onSuccess: () => setFeedback({ tone: 'success', text: messages.deleted }),
        onError: () => setFeedback({ tone: 'error', text: messages.failed }),
      });
    },
  };
}
