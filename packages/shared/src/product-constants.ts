/**
 * The product's constants and messages without zod, so the shop's public pages (the product page,
 * the cards) load no schema library; product.ts re-exports them with the schemas.
 */
export const SHOP_PAGE_SIZE = 12;
export const PRODUCT_PRICE_MIN = 0.1;
export const CARD_DESCRIPTION_PREVIEW = 140;
export const CARD_CONTENT_BULLETS = 3;

/** Nothing left to sell (decision 045, 013): the card and the page say so, a logged-in user cannot add it. */
export function isSoldOut(product: { stock: number }): boolean {
  return product.stock <= 0;
}

export const productMessages = {
  titleRequired: 'Titel is verplicht',
  slugRequired: 'Slug is verplicht',
  slugInvalid: 'Alleen kleine letters, cijfers en streepjes',
  descriptionRequired: 'Beschrijving is verplicht',
  pricePositive: 'Prijs moet positief zijn',
  stockNonNegative: 'Voorraad moet 0 of meer zijn',
  maxPerOrderRange: (max: number) =>
    `Maximaal per bestelling moet een heel getal van 1 tot en met ${max} zijn`,
  categoryRequired: 'Minstens 1 categorie vereist',
  invalidUrl: 'Ongeldige URL',
  discountValuePositive: 'Korting moet positief zijn',
  percentageTooHigh: 'Een percentage kan niet hoger zijn dan 100',
  fixedTooHigh: 'Korting kan niet hoger zijn dan de prijs',
  slugTaken: 'Er bestaat al een product met deze slug.',
  notFound: 'Product niet gevonden.',
  saveFailed: 'Fout bij opslaan van product.',
  loadFailed: 'Fout bij ophalen product.',
  updateFailed: 'Product bijwerken mislukt.',
  adminLoadFailed: 'Kan product niet laden.',
  deleteConfirm: 'Weet je zeker dat je dit product wil verwijderen?',
  noProducts: 'Geen producten gevonden.',
  loginToAdd: 'Log in om producten toe te voegen aan je winkelwagen.',
  unknownCreator: 'Onbekend (verwijderd?)',
  soldOut: 'Tijdelijk uitverkocht',
} as const;
