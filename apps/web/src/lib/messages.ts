import { authMessages } from '@shop/shared/auth-constants';
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
  login: 'Login',
  register: 'Registreren',
  notifications: 'Notificaties',
  cart: 'Winkelwagen',
  profile: 'Profiel',
  admin: 'Admin',
} as const;

export const adminNavLabels = {
  dashboard: 'Dashboard',
  products: 'Producten',
  blogs: 'Blogs',
  orders: 'Bestellingen',
  webhooks: 'Webhooks',
  mail: 'E-mail',
  users: 'Gebruikers',
  analytics: 'Analytics',
  contact: 'Contact',
  routeLocks: 'Route-locks',
  wipe: 'Wipe',
  notifications: 'Notificaties',
  broadcast: 'Broadcast',
} as const;

/** What each tile of the admin dashboard leads to. */
export const adminDashboardDescriptions = {
  products: 'Pakketten, prijzen, kortingen en voorraad',
  blogs: 'Artikels schrijven, publiceren en statistieken',
  orders: 'Bestellingen, status en betalingen',
  users: 'Accounts, rollen en sportgegevens',
  contact: 'Vragen en supportberichten',
  analytics: 'Bezoeken per pagina',
  webhooks: 'Betaalgebeurtenissen per betaling',
  mail: 'Verzonden en mislukte e-mails',
  wipe: 'Gegevens wissen',
} as const;

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
  success: 'Bestelling geplaatst',
  cart: 'Winkelwagen',
  checkout: 'Afrekenen',
  profile: 'Mijn Profiel',
  myMessages: 'Mijn berichten',
  myMessage: 'Mijn bericht',
  notifications: 'Notificaties',
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

/** The fields of a postal address, in checkout and on the profile. */
export const addressLabels = {
  firstName: 'Voornaam',
  lastName: 'Achternaam',
  street: 'Straat',
  number: 'Huisnummer',
  numberHint: 'Nummer met eventuele toevoeging, bijv. 10-C',
  zip: 'Postcode',
  city: 'Plaats',
  country: 'Land',
} as const;

export const notFoundMessages = {
  code: '404',
  title: 'Oeps... Deze pagina bestaat niet.',
  body: 'De link klopt misschien niet meer, of de pagina is verhuisd.',
} as const;

/** The page the server sends while the shop's database cannot be reached (503, with Retry-After). */
export const unavailableMessages = {
  title: 'Even niet bereikbaar',
  body: 'De winkel is even niet bereikbaar. Probeer het over een minuut opnieuw.',
  retry: 'Opnieuw proberen',
  /** What Retry-After says, in seconds: the minute of the message. */
  retryAfterSeconds: 60,
} as const;

export const authPageMessages = {
  email: 'E-mail',
  password: 'Wachtwoord',
  loginSubmit: 'Login',
  loginBusy: 'Bezig met inloggen...',
  registerSubmit: 'Maak account aan',
  registerBusy: 'Even wachten...',
  noAccount: 'Nog geen account?',
  toRegister: 'Registreer je hier',
  haveAccount: 'Al een account?',
  toLogin: 'Log hier in',
  loginIntro: 'Log in om je winkelwagen, profiel en berichten te bekijken.',
  registerIntro: 'Maak een account aan om pakketten te bestellen en mee te praten op de blog.',
} as const;

export const homeMessages = {
  eyebrow: 'Voor lopers, door lopers',
  title: 'Sportvoeding voor lopers, zonder bulk te kopen',
  intro:
    'Lees wat werkt voor jouw training en wedstrijd, en test het met kleine proefpakketten voordat je een hele doos koopt.',
  toBlog: 'Lees de blog',
  toShop: 'Bekijk de pakketten',
} as const;

export const aboutMessages = {
  intro:
    'Loopvoeding is een kleine webshop en blog van en voor hardlopers. We helpen je uitzoeken welke sportvoeding bij jou past, zonder dat je eerst een voorraadkast vol dozen hoeft te kopen.',
  sections: [
    {
      title: 'Hoe het begon',
      paragraphs: [
        'Tijdens de voorbereiding op haar derde marathon stond oprichter Eva de Boer voor de zoveelste keer met een doos van 24 gels in haar handen. Om uit te zoeken welke smaak haar maag verdroeg, moest ze telkens een hele doos kopen. Na een duurloop van 30 kilometer met buikkrampen wist ze het weer: deze smaak niet.',
        'Drie dozen, twee mislukte duurlopen en een lade vol halflege verpakkingen later was het idee er: lopers moeten kunnen proeven voordat ze kopen.',
      ],
    },
    {
      title: 'Inzicht in sportvoeding',
      paragraphs: [
        'Sportvoeding zit vol beloftes. Op onze blog schrijven we op wat onderzoek en ervaring er echt over zeggen: hoeveel koolhydraten je per uur kunt opnemen, waarom de ene loper veel meer zout verliest dan de andere en hoe je je darmen traint voor een marathon. Zonder hype, wel met bronnen.',
      ],
    },
    {
      title: 'Kleine proefpakketten, geen bulk',
      paragraphs: [
        'In onze shop vind je pakketten met een paar gels, repen of drankzakjes per soort en per merk. Zo test je op je lange duurlopen en tempotrainingen wat bij je past, en koop je pas daarna een grotere hoeveelheid, bij ons of waar je maar wilt.',
      ],
    },
    {
      title: 'Een community van lopers',
      paragraphs: [
        'Onder elk artikel kun je reageren, vragen stellen en ervaringen delen. Een paar keer per jaar organiseren we clublopen, in de duinen, op de Veluwe en langs de Maas, waar we samen nieuwe producten proeven en van elkaar leren. Volg onze Strava-club om mee te lopen.',
      ],
    },
  ],
  toShop: 'Bekijk de pakketten',
  toBlog: 'Lees de blog',
} as const;
