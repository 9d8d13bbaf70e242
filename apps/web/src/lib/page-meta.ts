import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { brand } from './messages.ts';

/** What a page's HTML head carries for search engines and link previews. */
export interface PageMeta {
  /** The page's own title; the head says '<title> — Loopvoeding', as the browser tab does. */
  title: string;
  description: string;
  /** The page's path, made absolute with the shop's public address; none for a page that is not there. */
  path?: string;
  /**
   * The picture link previews show: a JPEG or PNG (they render no SVG), the shop's own when the page
   * has none (decision 067).
   */
  image?: string | null | undefined;
  /**
   * The page's largest paint, asked for before any script: a file, or an uploaded photo's AVIF files
   * with the sizes the page shows them at.
   */
  lcpImage?: string | { srcSet: string; sizes: string } | undefined;
  type?: 'website' | 'article' | 'product';
  /** JSON-LD object, serialised into a script tag. */
  jsonLd?: Record<string, unknown>;
}

/**
 * A route's head, from the data its page already has in the query cache (never a fetch of its
 * own): the server writes it into the HTML it renders (decision 029). Null leaves index.html's.
 */
export type PageMetaFor = (queryClient: QueryClient, params: Params, origin: string) => PageMeta | null;

/** The browser tab's title of a page. */
export const documentTitle = (title: string) => `${title} — ${brand.name}`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a script element: `<` escaped so no text can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The picture link previews show for a page without a photo of its own (decision 067). */
export const DEFAULT_PREVIEW_IMAGE = '/images/og-default.jpg';

/** A page's picture as previews can show it: an SVG (or none) gives way to the shop's JPEG. */
export const previewImage = (image: string | null | undefined) =>
  image && !/\.svg(?:[?#]|$)/i.test(image) ? image : DEFAULT_PREVIEW_IMAGE;

function preloadTag(image: NonNullable<PageMeta['lcpImage']>): string {
  if (typeof image === 'string')
    return `<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high" />`;
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(image.sizes)}" fetchpriority="high" />`;
}

/** Replaces the title and description of index.html and adds canonical, Open Graph and JSON-LD. */
export function injectPageMeta(html: string, meta: PageMeta, publicUrl: string): string {
  const absolute = (address: string) => new URL(address, publicUrl).toString();
  const title = documentTitle(meta.title);
  const url = meta.path ? absolute(meta.path) : undefined;
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    url ? `<link rel="canonical" href="${escapeHtml(url)}" />` : '',
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    url ? `<meta property="og:url" content="${escapeHtml(url)}" />` : '',
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:site_name" content="${brand.name}" />`,
    `<meta property="og:locale" content="nl_NL" />`,
    `<meta property="og:image" content="${escapeHtml(absolute(previewImage(meta.image)))}" />`,
    meta.jsonLd ? `<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  // The page's largest paint is asked for right after the stylesheet, before any script.
  const preload = meta.lcpImage ? `${preloadTag(meta.lcpImage)}\n    ` : '';
  // Replacer functions: a `$'` or `` $` `` in a title is text, not a replacement pattern.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `${preload}<title>${escapeHtml(title)}</title>`)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `    ${tags}\n  </head>`);
}
