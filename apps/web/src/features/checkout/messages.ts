import { addressLabels } from '../../lib/messages.ts';

/** Dutch text of checkout and the success page (the spec's order messages live in @shop/shared/order). */
export const checkoutMessages = {
  summary: 'Je bestelling',
  total: 'Totaal',
  lineOf: (quantity: number, title: string) => `${quantity} × ${title}`,
  address: 'Bezorgadres',
  savedAddress: 'Opgeslagen adres',
  chooseSaved: 'Kies een opgeslagen adres',
  savedAddressesFailed: 'Je opgeslagen adressen konden niet geladen worden.',
  ...addressLabels,
  email: 'E-mail',
  emailHint: 'De bevestiging van je bestelling komt naar dit adres.',
  submit: 'Afrekenen',
  busy: 'Doorsturen naar betalen...',
  toLogin: 'Naar login',
  toShop: 'Naar de shop',
  toCart: 'Terug naar winkelwagen',
  loading: 'Winkelwagen laden...',
  cartLoadFailed: 'Je winkelwagen kon niet geladen worden, dus afrekenen kan nog niet.',
  payNote: 'Je betaalt veilig op de betaalpagina van onze betaalprovider.',
} as const;

export const successMessages = {
  mailFollows: 'Je ontvangt zo dadelijk een bevestiging per e-mail met het overzicht van je bestelling.',
  thanks: 'Bedankt voor je bestelling bij Loopvoeding!',
  keepShopping: 'Verder winkelen',
  home: 'Naar home',
} as const;
