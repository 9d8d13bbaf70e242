import { authMessages } from '@shop/shared/auth-constants';
import type { LegalPageSlug } from '@shop/shared/legal-page-constants';
import { countOf } from '@shop/shared/locale';

/**
 * Every Dutch string a person reads in the web app, in one place, so the exact strings of the
 * spec are easy to find and test. Where the shared package already has a domain's messages they
 * are re-exported rather than copied.
 */
export { authMessages };

export const brand = {
  name: 'Loopvoeding',
  tagline: 'Proefpakketten sportvoeding voor lopers. Eerst testen, dan pas kopen.',
  contactEmail: 'info@loopvoeding.nl',
  instagramUrl: 'https://www.instagram.com/loopvoeding',
  stravaUrl: 'https://www.strava.com/clubs/loopvoeding',
} as const;

export const layoutMessages = {
  skipToContent: 'Naar de inhoud',
  openMenu: 'Menu openen',
  closeMenu: 'Menu sluiten',
  mainNav: 'Hoofdmenu',
  adminNav: 'Adminmenu',
  footerNav: 'Footermenu',
  logout: 'Uitloggen',
  unreadCount: (count: number) => `${count} ongelezen`,
  cartItemCount: (count: number) => countOf(count, 'artikel', 'artikelen'),
  cartShortcut: (count: number) => `Naar je winkelwagen (${countOf(count, 'artikel', 'artikelen')})`,
  loggedInAs: (email: string) => `Ingelogd als ${email}`,
  footerContact: 'Contact',
  footerFollow: 'Volg ons',
  footerLegal: 'Juridische informatie',
  instagram: 'Instagram',
  strava: 'Strava-club',
  copyright: (year: number) => `© ${year} Loopvoeding`,
} as const;

export const navLabels = {
  home: 'Home',
  shop: 'Shop',
  blog: 'Blog',
  about: 'Over ons',
  support: 'Support',
  contact: 'Contact',
  planner: 'Voedingsplanner',
  login: 'Login',
  register: 'Registreren',
  notifications: 'Notificaties',
  cart: 'Winkelwagen',
  profile: 'Profiel',
  admin: 'Admin',
} as const;

/** The legal pages' names in the footer's links, in the shared list's order (each page's own title is the admin's). */
export const legalPageLabels = {
  voorwaarden: 'Algemene voorwaarden',
  privacy: 'Privacyverklaring',
  herroepingsrecht: 'Herroepingsrecht',
} as const satisfies Record<LegalPageSlug, string>;

/** Headings of the screens (also their document titles). */
export const pageTitles = {
  home: 'Sportvoeding voor lopers',
  shop: 'Onze pakketten',
  product: 'Product',
  blog: 'Blog',
  blogPost: 'Blogartikel',
  blogCategory: 'Blog per categorie',
  about: 'Over ons',
  support: 'Support',
  contact: 'Contact',
  login: 'Login',
  register: 'Registreren',
  forgotPassword: 'Wachtwoord vergeten',
  resetPassword: 'Nieuw wachtwoord instellen',
  confirmEmail: 'E-mailadres bevestigen',
  success: 'Bestelling geplaatst',
  cart: 'Winkelwagen',
  checkout: 'Afrekenen',
  profile: 'Mijn Profiel',
  myMessages: 'Mijn berichten',
  myMessage: 'Mijn bericht',
  notifications: 'Notificaties',
  planner: 'Voedingsplanner',
  notFound: 'Pagina niet gevonden',
  admin: {
    dashboard: 'Admin dashboard',
    products: 'Producten beheren',
    product: 'Productdetails',
    newProduct: 'Nieuw product',
    editProduct: 'Product bewerken',
    blogs: 'Blogs beheren',
    newBlog: 'Nieuwe blog',
    editBlog: 'Blog bewerken',
    blogInfo: 'Bloginformatie',
    blogStats: 'Blogstatistieken',
    orders: 'Bestellingen',
    order: 'Bestelling',
    shipping: 'Verzendmethoden',
    settings: 'Winkelinstellingen',
    legalPages: 'Juridische teksten',
    webhooks: 'Webhooks',
    mail: 'Uitgaande e-mail',
    analytics: 'Bezoekstatistieken',
    routeLocks: 'Route-locks',
    users: 'Gebruikers',
    user: 'Gebruiker',
    editUser: 'Gebruiker bewerken',
    contact: 'Contactberichten',
    contactMessage: 'Contactbericht',
    wipe: 'Gegevens wissen',
    notifications: 'Notificaties beheren',
    broadcast: 'Broadcast versturen',
    userNotifications: 'Notificaties van gebruiker',
  },
} as const;

export const commonMessages = {
  loading: 'Laden...',
  loadingPage: 'Pagina laden...',
  previous: 'Vorige',
  next: 'Volgende',
  pagination: 'Paginering',
  search: 'Zoeken',
  reset: 'Reset',
  pageSize: 'Per pagina',
  pageXofY: (page: number, totalPages: number) => `Pagina ${page} van ${totalPages}`,
  requestFailed: (status: number) => `Verzoek mislukt (${status})`,
  backHome: 'Terug naar home',
  pageLoadFailed: 'Er ging iets mis bij het laden van deze pagina.',
  unreachable: 'De winkel is even niet bereikbaar. Probeer het zo opnieuw.',
  retry: 'Opnieuw proberen',
} as const;

/** Beside a price where a customer decides: prices include VAT (decision 047). */
export const priceMessages = {
  inclVat: 'incl. btw',
} as const;

export const notFoundMessages = {
  code: '404',
  title: 'Oeps... Deze pagina bestaat niet.',
  body: 'De link klopt misschien niet meer, of de pagina is verhuisd.',
} as const;
