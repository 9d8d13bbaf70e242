import { countOf } from '@shop/shared/locale';

/**
 * Dutch text of the public blog screens. The spec's blog and comment messages live in
 * '@shop/shared/blog' and '@shop/shared/comment'; these are the labels around them. The comments'
 * and the admin screens' labels have modules of their own, so a reader's pages load only theirs.
 */
export const blogPageMessages = {
  metaDescription: 'Artikels over sportvoeding, training, herstel en hydratatie voor lopers.',
  heroEyebrow: 'De blog',
  heroTitle: 'Weten wat werkt, van training tot finish',
  heroIntro: 'Artikels over sportvoeding, hydratatie, herstel en training, onderbouwd en zonder hype.',
  searchLabel: 'Zoek in de blog',
  searchButton: 'Zoeken',
  sortLabel: 'Sorteren op',
  sortOptions: { createdAt: 'Nieuwste', likes: 'Meeste likes', comments: 'Meeste reacties' },
  categoriesLabel: 'Categorieën',
  toggleCategories: (selected: number) => (selected > 0 ? `Categorieën (${selected})` : 'Categorieën'),
  clearCategories: 'Alle categorieën',
  categoryEyebrow: 'Categorie',
  categoryIntro: (category: string) => `Alle artikels in de categorie ${category}.`,
  categoryNotFound: 'Deze categorie bestaat niet.',
  allArticles: 'Alle artikels',
  loadingList: 'Artikels laden...',
  listLoadFailed: 'De artikels konden niet geladen worden.',
  resultCount: (count: number) => countOf(count, 'artikel', 'artikels'),
  loadingPost: 'Artikel laden...',
  draftPreview: 'Dit artikel is een concept: alleen admins zien het.',
  backToBlog: 'Terug naar de blog',
  author: 'Auteur',
  publishedOn: 'Gepubliceerd op',
  /** A draft was never published: its date is the day it was written. */
  createdOn: 'Aangemaakt op',
  tags: 'Tags',
  like: 'Vind ik leuk',
  likeCount: (count: number) => countOf(count, 'like', 'likes'),
  likeThanks: 'Bedankt voor je like!',
  likeFailed: 'Liken mislukt.',
  loginLink: 'Log in',
  loginToJoin: 'om mee te praten.',
} as const;
