import { countOf } from '@shop/shared/locale';

/** Dutch text of the catalogue screens (the spec's product messages live in @shop/shared/product). */
export const shopMessages = {
  metaDescription:
    'Proefpakketten sportvoeding voor lopers: gels, sportdrank, repen en elektrolyten zonder bulk te kopen.',
  searchLabel: 'Producten zoeken',
  title: 'Titel',
  category: 'Categorie',
  brand: 'Merk',
  /** The nutrition filters (decision 061): GET /products caffeine=true and fructose=false. */
  withCaffeine: 'met cafeïne',
  withoutFructose: 'zonder fructose',
  search: 'Zoeken',
  brandsPrefix: 'Merken:',
  view: 'Bekijk',
  loadFailed: 'De producten konden niet geladen worden.',
  resultCount: (count: number) => countOf(count, 'product', 'producten'),
} as const;

export const productPageMessages = {
  addToCart: 'In winkelwagen',
  added: 'Toegevoegd aan je winkelwagen.',
  atLimit: (max: number) => `Je winkelwagen bevat al het maximum van ${countOf(max, 'stuk', 'stuks')}.`,
  toCart: 'Naar winkelwagen',
  toLogin: 'Inloggen',
  backToShop: 'Terug naar de shop',
  loadFailed: 'Het product kon niet geladen worden.',
  brands: 'Merken',
  categories: 'Categorieën',
  shelfLife: 'Houdbaarheid',
  createdAt: 'Toegevoegd op',
  status: 'Status',
  available: 'beschikbaar',
  hidden: 'verborgen',
  contents: 'Inhoud',
  description: 'Beschrijving',
  /** Read before the struck price: what it is (decision 050). */
  referencePrice: 'Laagste prijs van de 30 dagen voor de korting',
  newPrice: 'Nu',
  /** The product page's photos (decision 067). */
  photosOf: (title: string) => `Foto’s van ${title}`,
  showPhoto: (number: number, total: number) => `Toon foto ${number} van ${total}`,
} as const;

/** The product page's table of what one serving holds (decision 061). */
export const nutritionTableMessages = {
  heading: 'Voedingswaarde per portie',
  form: 'Vorm',
  servingsPerPackage: 'Porties per verpakking',
  nutrient: 'Voedingsstof',
  perServing: 'Per portie',
  perServingOf: (size: string) => `Per portie (${size})`,
  carbohydrate: 'Koolhydraten',
  fructose: 'waarvan fructose',
  sodium: 'Natrium',
  potassium: 'Kalium',
  caffeine: 'Cafeïne',
  fluid: 'Vocht',
} as const;
