import { z } from 'zod';
import { type Person, personSchema } from './person.ts';

export type { CommentEditType } from './comment-constants.ts';
export {
  COMMENT_MIN_LENGTH,
  COMMENT_WIDGET_MIN_LENGTH,
  commentEditTypes,
  commentMessages,
  commentNotificationMessages,
  commentNotificationTitles,
  DELETED_COMMENT_TEXT,
  EDIT_HISTORY_PREVIEW_LENGTH,
} from './comment-constants.ts';

import { COMMENT_WIDGET_MIN_LENGTH, commentEditTypes, commentMessages } from './comment-constants.ts';

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
  type: z.enum(commentEditTypes),
  by: z.object({ email: z.string() }),
  at: z.string(),
  content: z.string(),
});

export interface Comment {
  _id: string;
  /** The commenter by display name; the e-mail address only for admins and the commenter (decision 036). */
  user: Person | null;
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
    user: personSchema.nullable(),
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
