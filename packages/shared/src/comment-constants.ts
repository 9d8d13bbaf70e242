/**
 * The comments' constants and messages without zod, so a post's page loads no schema library;
 * comment.ts re-exports them with the schemas.
 */
export const COMMENT_MIN_LENGTH = 3;
export const COMMENT_WIDGET_MIN_LENGTH = 2;
export const EDIT_HISTORY_PREVIEW_LENGTH = 80;
export const DELETED_COMMENT_TEXT = '[Reactie verwijderd]';
/** How a comment is signed whose author removed their account (decision 063): it stays, they go. */
export const DELETED_USER_NAME = 'Verwijderde gebruiker';

/** What one entry of a comment's edit history records: the comment was edited, or deleted. */
export const commentEditTypes = ['edit', 'delete'] as const;
export type CommentEditType = (typeof commentEditTypes)[number];

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

/** The notifications a comment's author receives. */
export const commentNotificationTitles = {
  reply: 'Nieuw antwoord op je reactie',
  like: 'Iemand vindt je reactie leuk',
} as const;

export const commentNotificationMessages = {
  reply: (name: string, postTitle: string, preview: string) =>
    `${name} reageerde bij "${postTitle}": ${preview}`,
  like: (name: string, postTitle: string) => `${name} liket je reactie bij "${postTitle}".`,
} as const;
