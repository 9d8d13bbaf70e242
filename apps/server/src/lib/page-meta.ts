/** What a page's HTML head carries for search engines and link previews. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  image?: string | null;
  type?: 'website' | 'article' | 'product';
  /** JSON-LD object, serialised into a script tag. */
  jsonLd?: Record<string, unknown>;
}

export type PageMetaResolver = (pathname: string) => Promise<PageMeta | null>;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Replaces the title and description of index.html and adds Open Graph tags. */
export function injectPageMeta(html: string, meta: PageMeta, publicUrl: string): string {
  const image = meta.image ? new URL(meta.image, publicUrl).toString() : undefined;
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:site_name" content="Loopvoeding" />`,
    `<meta property="og:locale" content="nl_NL" />`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}" />` : '',
    meta.jsonLd
      ? `<script type="application/ld+json">${JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c')}</script>`
      : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  // Replacer functions: a `$'` or `` $` `` in a title is text, not a replacement pattern.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `    ${tags}\n  </head>`);
}
