import { and, eq, isNotNull, isNull, like } from 'drizzle-orm';
import { blogPosts } from '../../db/schema/blog.ts';
import type { Database } from '../../db/types.ts';
import { attachIllustrations, ILLUSTRATION_PATTERN } from '../media/illustration-photo.ts';
import type { MediaService } from '../media/media.service.ts';

/**
 * Gives each post that shows one of the shop's illustrations and has no cover that illustration
 * as its cover photo (decision 067), as the demo products get theirs.
 */
export async function giveDemoPostsCovers(
  db: Database,
  media: MediaService,
  imagesRoot: string,
  uploadedBy: string | null,
): Promise<number> {
  const withIllustration = await db
    .select({ id: blogPosts.id, title: blogPosts.title, image: blogPosts.image })
    .from(blogPosts)
    .where(
      and(
        isNotNull(blogPosts.image),
        like(blogPosts.image, ILLUSTRATION_PATTERN),
        isNull(blogPosts.coverMediaId),
      ),
    );
  return attachIllustrations(withIllustration, { media, imagesRoot, uploadedBy }, (post, photo) =>
    db
      .update(blogPosts)
      .set({ coverMediaId: photo._id, coverAlt: post.title })
      .where(and(isNull(blogPosts.coverMediaId), eq(blogPosts.id, post.id))),
  );
}
