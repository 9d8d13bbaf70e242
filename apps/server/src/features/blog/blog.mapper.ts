import type { BlogPost } from '@shop/shared/blog';
import type { AuthUser } from '../../lib/access-token.ts';
import { toPerson } from '../../lib/person.ts';
import { toMedia } from '../media/media.mapper.ts';
import type { PostLikeRow, PostRow } from './blog.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A post as `viewer` sees it: the author by display name, the address only for admins and the author. */
export function toBlogPost(row: PostRow, viewer: AuthUser | null): BlogPost {
  const { post } = row;
  return {
    _id: post.id,
    slug: post.slug,
    title: post.title,
    image: post.image,
    cover:
      row.coverMedia && post.coverAlt !== null
        ? { alt: post.coverAlt, media: toMedia(row.coverMedia) }
        : null,
    category: post.category,
    excerpt: post.excerpt,
    content: post.content,
    tags: post.tags,
    likes: row.likes.map((like) => ({ userId: like.userId, at: iso(like.at) })),
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    hasLiked: row.hasLiked,
    author:
      post.authorId && row.authorEmail
        ? toPerson(
            {
              id: post.authorId,
              email: row.authorEmail,
              firstName: row.authorFirstName,
              lastName: row.authorLastName,
            },
            viewer,
          )
        : null,
    isPublished: post.isPublished,
    publishedAt: post.publishedAt ? iso(post.publishedAt) : null,
    createdAt: iso(post.createdAt),
    updatedAt: iso(post.updatedAt),
  };
}

/** A like in the admin's stats: who liked the post (their names and address) and when. */
export function toPostLike({ at, user }: PostLikeRow) {
  return {
    userId: user && { _id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email },
    at: at.toISOString(),
  };
}
