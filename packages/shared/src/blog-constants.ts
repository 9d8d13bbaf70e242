/**
 * The blog's constants and messages without zod, so the browser's first bundle (the home page's
 * newest articles need only these) stays small; blog.ts re-exports them with the schemas.
 */
export const BLOG_PAGE_SIZE = 6;
export const HOME_NEWEST_POSTS = 3;
export const EXCERPT_MAX_LENGTH = 300;
export const EXCERPT_FALLBACK_LENGTH = 200;
export const BLOG_CONTENT_MIN_LENGTH = 10;
export const RSS_ITEMS = 20;
export const blogSortOptions = ['createdAt', 'likes', 'comments'] as const;

/** The RSS feed's own title and description (the server writes the feed). */
export const blogFeedMessages = {
  title: 'Loopvoeding blog',
  description: 'Artikels over sportvoeding, training en herstel voor lopers.',
} as const;

export const blogMessages = {
  titleRequired: 'Titel is verplicht',
  slugRequired: 'Slug is verplicht',
  slugInvalid: 'Alleen kleine letters, cijfers en streepjes',
  contentTooShort: 'Inhoud is te kort',
  excerptTooLong: 'Max 300 tekens',
  invalidCategory: 'Selecteer een geldige categorie',
  invalidImage: 'Ongeldige afbeelding URL',
  slugTaken: 'Er bestaat al een blogpost met deze slug.',
  notFound: 'Blogpost niet gevonden.',
  publishFailed: 'Publicatie mislukt.',
  updateFailed: 'Bijwerken mislukt.',
  loadFailed: 'Er is een fout opgetreden bij het ophalen van de blog.',
  adminLoadFailed: 'Fout bij ophalen blog',
  deleteFailed: 'Verwijderen mislukt.',
  statsFailed: 'Likes ophalen mislukt.',
  noPosts: 'Geen blogposts gevonden.',
  noArticles: 'Geen artikels gevonden.',
  noAdminPosts: '📭 Geen blogs gevonden.',
  searchPlaceholder: 'Zoek op titel of tag...',
  unknownAuthor: 'Onbekend',
  draft: 'Concept',
  published: 'Gepubliceerd',
} as const;

/** The excerpt, or the first 200 characters of the plain content plus '...'. */
export function excerptOrFallback(excerpt: string, plainContent: string): string {
  if (excerpt.trim()) return excerpt;
  return `${plainContent.slice(0, EXCERPT_FALLBACK_LENGTH)}...`;
}
