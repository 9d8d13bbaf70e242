import type { BlogData, BlogListQuery } from '@shop/shared/blog';
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { namedUserColumns } from '../../db/named-user.ts';
import { type PageOrder, type PageRequest, readPage } from '../../db/paging.ts';
import { blogPostLikes, blogPosts } from '../../db/schema/blog.ts';
import { comments } from '../../db/schema/comments.ts';
import { media } from '../../db/schema/media.ts';
import { users } from '../../db/schema/users.ts';
import type { Queryable } from '../../db/types.ts';
import { endOfRange } from '../../lib/date-range.ts';
import { escapeLike } from '../../lib/db-errors.ts';
import { titleMatches } from '../../lib/title-search.ts';

const contains = (column: SQL | typeof blogPosts.title, text: string) =>
  sql`${column} ilike ${`%${escapeLike(text)}%`}`;

const hasTag = (tag: string) =>
  sql`exists (select 1 from unnest(${blogPosts.tags}) t where lower(t) = lower(${tag}))`;

export function blogFilters(query: Omit<BlogListQuery, 'page' | 'limit' | 'sortBy'>): SQL | undefined {
  return and(
    query.isPublished === undefined ? undefined : eq(blogPosts.isPublished, query.isPublished),
    query.search ? titleMatches(blogPosts, query.search) : undefined,
    query.category?.length ? inArray(blogPosts.category, query.category) : undefined,
    query.title ? contains(blogPosts.title, query.title) : undefined,
    query.slug ? contains(sql`${blogPosts.slug}`, query.slug) : undefined,
    query.excerpt ? contains(sql`${blogPosts.excerpt}`, query.excerpt) : undefined,
    query.tag ? hasTag(query.tag) : undefined,
    query.authorEmail
      ? sql`${blogPosts.authorId} in (select id from users where email ilike ${`%${escapeLike(query.authorEmail)}%`})`
      : undefined,
    query.from ? gte(blogPosts.createdAt, query.from) : undefined,
    query.to ? lt(blogPosts.createdAt, endOfRange(query.to)) : undefined,
  );
}

const likeCount = sql<number>`(select count(*)::int from ${blogPostLikes} where ${blogPostLikes.postId} = ${blogPosts.id})`;
const commentCount = sql<number>`(select count(*)::int from ${comments} where ${comments.postId} = ${blogPosts.id} and not ${comments.deleted})`;

function postColumns(viewerId: string | null) {
  return {
    post: blogPosts,
    coverMedia: media,
    authorEmail: users.email,
    authorFirstName: users.firstName,
    authorLastName: users.lastName,
    likeCount,
    commentCount,
    likes: sql<{ userId: string; at: string }[]>`coalesce((
      select json_agg(json_build_object('userId', l.user_id, 'at', l.liked_at) order by l.liked_at)
      from blog_post_likes l where l.post_id = ${blogPosts.id}), '[]'::json)`,
    hasLiked: viewerId
      ? sql<boolean>`exists (select 1 from blog_post_likes l where l.post_id = ${blogPosts.id} and l.user_id = ${viewerId})`
      : sql<boolean>`false`,
  };
}
export type PostRow = NonNullable<Awaited<ReturnType<typeof findPost>>>;

/** A page of the posts `where` selects: the newest first, or the most liked or commented first. */
export function pageOfPosts(
  db: Queryable,
  {
    where,
    sortBy,
    viewerId,
  }: { where: SQL | undefined; sortBy: BlogListQuery['sortBy']; viewerId: string | null },
  request: PageRequest,
) {
  const query = db
    .select(postColumns(viewerId))
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorId))
    .leftJoin(media, eq(media.id, blogPosts.coverMediaId))
    .where(where)
    .$dynamic();
  const newestFirst = [desc(blogPosts.createdAt), desc(blogPosts.id)] as const;
  const order: PageOrder =
    sortBy === 'likes'
      ? [desc(likeCount), ...newestFirst]
      : sortBy === 'comments'
        ? [desc(commentCount), ...newestFirst]
        : [...newestFirst];
  return readPage(db, query, order, request);
}

export async function findPost(db: Queryable, slugOrId: string, viewerId: string | null) {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(slugOrId);
  const [row] = await db
    .select(postColumns(viewerId))
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorId))
    .leftJoin(media, eq(media.id, blogPosts.coverMediaId))
    .where(isUuid ? eq(blogPosts.id, slugOrId) : eq(blogPosts.slug, slugOrId))
    .limit(1);
  return row;
}

/** A post's columns from what the admin saved: the cover as its photo and its alt text. */
function postValues({ cover, ...data }: BlogData) {
  return { ...data, coverMediaId: cover?.mediaId ?? null, coverAlt: cover?.alt ?? null };
}

export async function insertPost(db: Queryable, data: BlogData, authorId: string) {
  const [row] = await db
    .insert(blogPosts)
    .values({ ...postValues(data), authorId, publishedAt: data.isPublished ? new Date() : null })
    .returning({ id: blogPosts.id });
  return row!.id;
}

/** publishedAt is set the first time a post is published and kept after that. */
export async function updatePost(db: Queryable, id: string, data: BlogData): Promise<boolean> {
  const rows = await db
    .update(blogPosts)
    .set({
      ...postValues(data),
      publishedAt: data.isPublished
        ? sql`coalesce(${blogPosts.publishedAt}, now())`
        : sql`${blogPosts.publishedAt}`,
    })
    .where(eq(blogPosts.id, id))
    .returning({ id: blogPosts.id });
  return rows.length === 1;
}

export async function deletePost(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  return rows.length === 1;
}

/** Adds the like, or removes it when it was there. */
export async function toggleLike(db: Queryable, postId: string, userId: string): Promise<boolean> {
  const removed = await db
    .delete(blogPostLikes)
    .where(and(eq(blogPostLikes.postId, postId), eq(blogPostLikes.userId, userId)))
    .returning({ postId: blogPostLikes.postId });
  if (removed.length > 0) return false;
  await db.insert(blogPostLikes).values({ postId, userId }).onConflictDoNothing();
  return true;
}

export async function countLikes(db: Queryable, postId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(blogPostLikes)
    .where(eq(blogPostLikes.postId, postId));
  return row?.count ?? 0;
}

export async function likesWithUsers(db: Queryable, postId: string) {
  return db
    .select({ at: blogPostLikes.likedAt, user: namedUserColumns(users) })
    .from(blogPostLikes)
    .leftJoin(users, eq(users.id, blogPostLikes.userId))
    .where(eq(blogPostLikes.postId, postId))
    .orderBy(asc(blogPostLikes.likedAt));
}
export type PostLikeRow = Awaited<ReturnType<typeof likesWithUsers>>[number];

/** Newest published posts, for the RSS feed and the sitemap. */
export async function publishedPosts(db: Queryable, limit: number) {
  return db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      content: blogPosts.content,
      category: blogPosts.category,
      publishedAt: blogPosts.publishedAt,
      updatedAt: blogPosts.updatedAt,
      createdAt: blogPosts.createdAt,
    })
    .from(blogPosts)
    .where(eq(blogPosts.isPublished, true))
    .orderBy(desc(blogPosts.createdAt))
    .limit(limit);
}
