import type { Paged } from '@shop/shared/api';
import { type BlogData, type BlogListQuery, type BlogPost, blogMessages } from '@shop/shared/blog';
import { photoMessages } from '@shop/shared/media';
import { createContentCache } from '../../db/content-cache.ts';
import type { ContentVersionsService } from '../../db/content-versions.ts';
import type { Database } from '../../db/types.ts';
import type { AuthUser } from '../../lib/access-token.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { existingMediaIds } from '../media/media.repository.ts';
import { toBlogPost, toPostLike } from './blog.mapper.ts';
import * as repository from './blog.repository.ts';

const isAdmin = (viewer: AuthUser | null) => viewer?.role === 'admin';

export function createBlogService(db: Database, versions: ContentVersionsService) {
  const guestPages = createContentCache<Paged<BlogPost>>({ versions, topics: ['blog'], maxEntries: 200 });
  async function saving<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'blog_posts_slug_unique')) throw conflict(blogMessages.slugTaken);
      throw error;
    }
  }

  /** 400 when the cover names a photo that is not there. */
  async function assertCoverExists({ cover }: BlogData): Promise<void> {
    if (cover && !(await existingMediaIds(db, [cover.mediaId])).has(cover.mediaId))
      throw badRequest(photoMessages.unknown, { cover: [photoMessages.unknown] });
  }

  /** The post as the viewer may see it: drafts exist only for admins. */
  async function visiblePost(slugOrId: string, viewer: AuthUser | null) {
    const row = await repository.findPost(db, slugOrId, viewer?.id ?? null);
    if (!row || (!row.post.isPublished && !isAdmin(viewer))) throw notFound(blogMessages.notFound);
    return row;
  }

  async function get(slugOrId: string, viewer: AuthUser | null): Promise<BlogPost> {
    return toBlogPost(await visiblePost(slugOrId, viewer), viewer);
  }

  return {
    visiblePost,

    async list(query: BlogListQuery, viewer: AuthUser | null): Promise<Paged<BlogPost>> {
      const { page, limit, sortBy, ...filters } = query;
      if (!isAdmin(viewer)) {
        filters.isPublished = true;
        // Searching by an author's address would tell anyone whose address it is (decision 036).
        filters.authorEmail = undefined;
      }
      const read = async () => {
        const rows = await repository.pageOfPosts(
          db,
          { where: repository.blogFilters(filters), sortBy, viewerId: viewer?.id ?? null },
          { page, limit },
        );
        return { ...rows, data: rows.data.map((row) => toBlogPost(row, viewer)) };
      };
      // What a guest sees is everyone's: kept until the blog changes. A signed-in reader's own likes show.
      if (viewer) return read();
      return guestPages.read(JSON.stringify({ ...filters, sortBy, page, limit }), read);
    },

    get,

    async create(data: BlogData, author: AuthUser): Promise<BlogPost> {
      await assertCoverExists(data);
      const id = await saving(() => repository.insertPost(db, data, author.id));
      return get(id, author);
    },

    async update(id: string, data: BlogData, admin: AuthUser): Promise<BlogPost> {
      await assertCoverExists(data);
      const updated = await saving(() => repository.updatePost(db, id, data));
      if (!updated) throw notFound(blogMessages.notFound);
      return get(id, admin);
    },

    async remove(id: string): Promise<void> {
      if (!(await repository.deletePost(db, id))) throw notFound(blogMessages.notFound);
    },

    async toggleLike(slug: string, user: AuthUser) {
      const { post } = await visiblePost(slug, user);
      return db.transaction(async (tx) => {
        const hasLiked = await repository.toggleLike(tx, post.id, user.id);
        return { hasLiked, likes: await repository.countLikes(tx, post.id) };
      });
    },

    async stats(id: string) {
      const row = await repository.findPost(db, id, null);
      if (!row) throw notFound(blogMessages.notFound);
      return { likes: (await repository.likesWithUsers(db, row.post.id)).map(toPostLike) };
    },

    /** The newest published posts, for the RSS feed and the sitemap. */
    published: (limit: number) => repository.publishedPosts(db, limit),
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
