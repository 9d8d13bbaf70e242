import { stripMarkdown, truncate } from '@shop/shared/text';
import type { PageMetaResolver } from '../../lib/page-meta.ts';
import type { BlogService } from './blog.service.ts';

/** Title, description, Open Graph tags and JSON-LD Article in the HTML of /blog/:slug. */
export function blogPageMeta(blog: BlogService, publicUrl: string): PageMetaResolver {
  return async (pathname) => {
    if (pathname === '/blog') {
      return {
        title: 'Blog — Loopvoeding',
        description: 'Artikels over sportvoeding, training, herstel en hydratatie voor lopers.',
        url: `${publicUrl}/blog`,
      };
    }
    const slug = /^\/blog\/([^/]+)$/.exec(pathname)?.[1];
    if (!slug || slug === 'rss.xml') return null;
    const post = await blog.get(slug, null).catch(() => null);
    if (!post) return null;
    const description = truncate(post.excerpt || stripMarkdown(post.content), 155);
    const url = `${publicUrl}/blog/${post.slug}`;
    return {
      title: `${post.title} — Loopvoeding`,
      description,
      url,
      image: post.image,
      type: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: post.title,
        description,
        ...(post.image ? { image: [new URL(post.image, publicUrl).toString()] } : {}),
        datePublished: post.publishedAt ?? post.createdAt,
        dateModified: post.updatedAt,
        articleSection: post.category,
        keywords: post.tags.join(', '),
        ...(post.author ? { author: { '@type': 'Person', email: post.author.email } } : {}),
        publisher: { '@type': 'Organization', name: 'Loopvoeding' },
        mainEntityOfPage: url,
        inLanguage: 'nl',
      },
    };
  };
}
