import type { BlogPost } from '@shop/shared/blog';
import type { PostRow } from './blog.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toBlogPost(row: PostRow): BlogPost {
  const { post } = row;
  return {
    _id: post.id,
    slug: post.slug,
    title: post.title,
    image: post.image,
    category: post.category,
    excerpt: post.excerpt,
    content: post.content,
    tags: post.tags,
    likes: row.likes.map((like) => ({ userId: like.userId, at: iso(like.at) })),
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    hasLiked: row.hasLiked,
    author: post.authorId && row.authorEmail ? { _id: post.authorId, email: row.authorEmail } : null,
    isPublished: post.isPublished,
    publishedAt: post.publishedAt ? iso(post.publishedAt) : null,
    createdAt: iso(post.createdAt),
    updatedAt: iso(post.updatedAt),
  };
}
