import { blogFeedMessages, RSS_ITEMS } from '@shop/shared/blog';
import { blogCategories, categorySlug } from '@shop/shared/blog-categories';
import { stripMarkdown, truncate } from '@shop/shared/text';
import type { BlogService } from '../blog/blog.service.ts';
import type { ProductsService } from '../products/products.service.ts';

const xml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const STATIC_PAGES = ['/', '/shop', '/blog', '/about', '/support', '/contact'];

interface Dependencies {
  blog: BlogService;
  products: ProductsService;
  publicUrl: string;
}

/** The sitemap and the blog's RSS 2.0 feed, as XML documents. */
export function createFeedsService({ blog, products, publicUrl: base }: Dependencies) {
  return {
    async sitemap(): Promise<string> {
      const [posts, productSlugs] = await Promise.all([blog.published(50_000), products.publishedSlugs()]);
      const url = (loc: string, lastmod?: Date) =>
        `  <url><loc>${xml(base + loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...STATIC_PAGES.map((page) => url(page)),
        ...blogCategories.map((category) =>
          url(`/blog/category/${encodeURIComponent(categorySlug(category))}`),
        ),
        ...productSlugs.map((product) => url(`/shop/${product.slug}`, product.updatedAt)),
        ...posts.map((post) => url(`/blog/${post.slug}`, post.updatedAt)),
        '</urlset>',
      ].join('\n');
    },

    async rss(): Promise<string> {
      const posts = await blog.published(RSS_ITEMS);
      const items = posts.map((post) => {
        const link = `${base}/blog/${post.slug}`;
        const description = post.excerpt || truncate(stripMarkdown(post.content), 200);
        return [
          '    <item>',
          `      <title>${xml(post.title)}</title>`,
          `      <link>${xml(link)}</link>`,
          `      <guid isPermaLink="true">${xml(link)}</guid>`,
          `      <description>${xml(description)}</description>`,
          `      <category>${xml(post.category)}</category>`,
          `      <pubDate>${(post.publishedAt ?? post.createdAt).toUTCString()}</pubDate>`,
          '    </item>',
        ].join('\n');
      });
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
        '  <channel>',
        `    <title>${blogFeedMessages.title}</title>`,
        `    <link>${xml(`${base}/blog`)}</link>`,
        `    <atom:link href="${xml(`${base}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />`,
        `    <description>${blogFeedMessages.description}</description>`,
        '    <language>nl</language>',
        ...(posts[0]
          ? [
              `    <lastBuildDate>${(posts[0].publishedAt ?? posts[0].createdAt).toUTCString()}</lastBuildDate>`,
            ]
          : []),
        ...items,
        '  </channel>',
        '</rss>',
      ].join('\n');
    },
  };
}

export type FeedsService = ReturnType<typeof createFeedsService>;
