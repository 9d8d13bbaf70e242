/** Dutch labels of the comments under an article (the comments' chunk, decision 031). */
export const commentPageMessages = {
  /** Without a count while the comments load or when they could not be loaded. */
  heading: (count?: number) => (count === undefined ? 'Reacties' : `Reacties (${count})`),
  newComment: 'Jouw reactie',
  submit: 'Plaatsen',
  sending: 'Bezig met versturen...',
  reply: 'Reageren',
  replyLabel: 'Jouw antwoord',
  replySubmit: 'Antwoord plaatsen',
  edit: 'Bewerken',
  editLabel: 'Reactie bewerken',
  save: 'Opslaan',
  cancel: 'Annuleren',
  delete: 'Verwijderen',
  confirmDelete: 'Weet je zeker dat je deze reactie wil verwijderen?',
  postFailed: 'Reactie plaatsen mislukt.',
  likeFailed: 'Liken mislukt.',
  /** Read before the comment's like count (a toggle: aria-pressed tells whether it is on). */
  likeLabel: 'Like deze reactie',
  edited: '(bewerkt)',
  showReplies: (count: number) => `toon ${count} antwoord(en)`,
  hideReplies: (count: number) => `verberg ${count} antwoord(en)`,
  history: 'Bewerkingsgeschiedenis',
  historyEdit: 'bewerkt door',
  historyDelete: 'verwijderd door',
  commentsLoadFailed: 'Reacties konden niet geladen worden.',
} as const;
