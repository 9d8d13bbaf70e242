import { z } from 'zod';

export const COMMENT_MIN_LENGTH = 3;
export const COMMENT_WIDGET_MIN_LENGTH = 2;
export const EDIT_HISTORY_PREVIEW_LENGTH = 80;
export const DELETED_COMMENT_TEXT = '[Reactie verwijderd]';

export const commentMessages = {
  loginToLike: '⚠️ Inloggen vereist om te liken.',
  loginToComment: '⚠️ Inloggen vereist om te reageren.',
  tooShort: 'Comment is te kort.',
  editFailed: '⚠️ Bewerken mislukt',
  deleteFailed: '⚠️ Verwijderen mislukt',
  empty: 'Nog geen reacties op dit artikel.',
  notFound: 'Reactie niet gevonden.',
  deleted: 'Deze reactie is verwijderd.',
  parentNotInPost: 'Je kunt alleen reageren op een reactie bij hetzelfde artikel.',
  notAuthor: 'Alleen de schrijver of een admin mag deze reactie aanpassen.',
} as const;

/** Server rule: at least 2 characters after trimming (the widgets' reading of the spec). */
export const commentInputSchema = z.object({
  content: z.string().trim().min(COMMENT_WIDGET_MIN_LENGTH, commentMessages.tooShort).max(5000),
  parentComment: z.uuid().nullish(),
});
export type CommentInput = z.input<typeof commentInputSchema>;

export const commentUpdateSchema = z.object({
  content: z.string().trim().min(COMMENT_WIDGET_MIN_LENGTH, commentMessages.tooShort).max(5000),
});

export const editHistoryEntrySchema = z.object({
  type: z.enum(['edit', 'delete']),
  by: z.object({ email: z.string() }),
  at: z.string(),
  content: z.string(),
});

export interface Comment {
  _id: string;
  user: { _id: string; email: string } | null;
  content: string;
  parentComment: string | null;
  createdAt: string;
  edited: boolean;
  editHistory: z.infer<typeof editHistoryEntrySchema>[];
  deleted: boolean;
  likes: number;
  hasLiked: boolean;
  replies: Comment[];
}

export const commentSchema: z.ZodType<Comment> = z.lazy(() =>
  z.object({
    _id: z.string(),
    user: z.object({ _id: z.string(), email: z.string() }).nullable(),
    content: z.string(),
    parentComment: z.string().nullable(),
    createdAt: z.string(),
    edited: z.boolean(),
    editHistory: z.array(editHistoryEntrySchema),
    deleted: z.boolean(),
    likes: z.number().int(),
    hasLiked: z.boolean(),
    replies: z.array(commentSchema),
  }),
);
