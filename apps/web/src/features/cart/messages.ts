/** Dutch text of the cart page (the spec's cart messages live in @shop/shared/cart). */
export const cartPageMessages = {
  product: 'Product',
  quantity: 'Aantal',
  unitPrice: 'Prijs per stuk',
  perItem: 'per stuk',
  lineTotal: 'Subtotaal',
  actions: 'Acties',
  total: 'Totaal',
  decrease: (title: string) => `Minder ${title}`,
  increase: (title: string) => `Meer ${title}`,
  remove: (title: string) => `Verwijder ${title}`,
  removeLabel: 'Verwijderen',
  quantityOf: (title: string) => `Aantal ${title}`,
  checkout: 'Afrekenen',
  toShop: 'Naar de shop',
  continueShopping: 'Verder winkelen',
  loginHint: 'Log in om iets toe te voegen aan je winkelwagen.',
  toLogin: 'Inloggen',
  loading: 'Winkelwagen laden...',
  loadFailed: 'Je winkelwagen kon niet geladen worden.',
  keptHere:
    'Wat je hier hebt toegevoegd blijft bewaard en wordt bij je winkelwagen gezet zodra die geladen is.',
} as const;
