import type { Comment } from '@shop/shared/comment';
import { describe, expect, it } from 'vitest';
import { countVisibleComments, mayChangeComment } from './comment-tree.ts';

const comment = (overrides: Partial<Comment> = {}): Comment => ({
  _id: 'c1',
  user: { _id: 'u1', name: 'Lotte P.', email: 'loper@example.nl' },
  content: 'Mooi artikel',
  parentComment: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  edited: false,
  editHistory: [],
  deleted: false,
  likes: 0,
  hasLiked: false,
  replies: [],
  ...overrides,
});

describe('comment thread helpers', () => {
  it('counts comments and replies, but not deleted ones', () => {
    const thread = [
      comment({ replies: [comment({ _id: 'c2' }), comment({ _id: 'c3', deleted: true })] }),
      comment({ _id: 'c4', deleted: true, replies: [comment({ _id: 'c5' })] }),
    ];
    expect(countVisibleComments(thread)).toBe(3);
    expect(countVisibleComments([])).toBe(0);
  });

  it('lets the author (by e-mail) and admins change a comment, nobody a deleted one', () => {
    const own = comment();
    expect(mayChangeComment(own, { userEmail: 'loper@example.nl', isAdmin: false })).toBe(true);
    expect(mayChangeComment(own, { userEmail: 'ander@example.nl', isAdmin: false })).toBe(false);
    expect(mayChangeComment(own, { userEmail: null, isAdmin: false })).toBe(false);
    expect(mayChangeComment(own, { userEmail: 'admin@example.nl', isAdmin: true })).toBe(true);
    expect(mayChangeComment(comment({ deleted: true }), { userEmail: 'admin@x.nl', isAdmin: true })).toBe(
      false,
    );
    expect(mayChangeComment(comment({ user: null }), { userEmail: 'loper@example.nl', isAdmin: false })).toBe(
      false,
    );
    // Someone else's comment carries only their name, so it never matches the viewer.
    const others = comment({ user: { _id: 'u2', name: 'Ander A.' } });
    expect(mayChangeComment(others, { userEmail: 'loper@example.nl', isAdmin: false })).toBe(false);
  });
});
