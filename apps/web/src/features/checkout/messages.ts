import { WITHDRAWAL_PERIOD_DAYS } from '@shop/shared/legal-page-constants';
import { addressLabels } from '../../lib/address-labels.ts';

/** Dutch text of checkout and the success page (the spec's order messages live in @shop/shared/order). */
export const checkoutMessages = {
  summary: 'Je bestelling',
  subtotal: 'Subtotaal',
  shipping: 'Verzending',
  shippingOf: (name: string) => `Verzending (${name})`,
  /** The summary's shipping line until a method is chosen. */
  shippingOpen: '—',
  total: 'Totaal',
  /** The cart's coupon code in the summary: 'Korting (ZOMER10)'. */
  discount: (code: string) => `Korting (${code})`,
  /** A code that does not apply: checkout refuses it, so the summary says why before the buyer tries. */
  couponProblem: (code: string, problem: string) =>
    `Kortingscode ${code}: ${problem} Haal de code weg in je winkelwagen om zonder af te rekenen.`,
  lineOf: (quantity: number, title: string) => `${quantity} × ${title}`,
  address: 'Bezorgadres',
  savedAddress: 'Opgeslagen adres',
  chooseSaved: 'Kies een opgeslagen adres',
  savedAddressesFailed: 'Je opgeslagen adressen konden niet geladen worden.',
  ...addressLabels,
  email: 'E-mail',
  emailHint: 'De bevestiging van je bestelling komt naar dit adres.',
  /** The button that places the order with the duty to pay: it says so (Dutch law, art. 6:230v BW). */
  submit: 'Bestellen en betalen',
  busy: 'Doorsturen naar betalen...',
  toLogin: 'Naar login',
  toShop: 'Naar de shop',
  toCart: 'Terug naar winkelwagen',
  loading: 'Winkelwagen laden...',
  cartLoadFailed: 'Je winkelwagen kon niet geladen worden, dus afrekenen kan nog niet.',
  payNote: 'Je betaalt veilig op de betaalpagina van onze betaalprovider.',
  /** The note beside the button, around its three links. */
  legalNote: {
    beforeTerms: 'Door te bestellen ga je akkoord met onze ',
    terms: 'algemene voorwaarden',
    beforePrivacy: ' en lees je onze ',
    privacy: 'privacyverklaring',
    beforeWithdrawal: `. Je hebt ${WITHDRAWAL_PERIOD_DAYS} dagen `,
    withdrawal: 'herroepingsrecht',
    end: '.',
    newTab: '(opent in een nieuw tabblad)',
  },
  shippingMethod: 'Verzendmethode',
  shippingLoading: 'Verzendmethoden laden...',
  shippingLoadFailed: 'De verzendmethoden konden niet geladen worden.',
  noShippingMethod: 'Er is geen verzendmethode voor dit adres en dit bedrag.',
  chooseShipping: 'Kies eerst een verzendmethode.',
  free: 'Gratis',
  carrierAndEstimate: (carrier: string, estimate: string) => `${carrier} · ${estimate}`,
} as const;

export const successMessages = {
  mailFollows: 'Je ontvangt zo dadelijk een bevestiging per e-mail met het overzicht van je bestelling.',
  thanks: 'Bedankt voor je bestelling bij Loopvoeding!',
  keepShopping: 'Verder winkelen',
  home: 'Naar home',
  checking: 'Je betaling wordt gecontroleerd...',
  processingTitle: 'Je betaling wordt verwerkt',
  processing:
    'We wachten nog op de bevestiging van je betaling. Deze pagina werkt zichzelf bij zodra die binnen is.',
  processingLong:
    'Dit duurt langer dan gewoonlijk. Je krijgt een e-mail zodra je betaling binnen is, en je ziet de status ook bij je bestellingen.',
  notPaidTitle: 'Betaling niet afgerond',
  notPaid: 'Deze betaling is geannuleerd of verlopen, dus deze bestelling is niet geplaatst.',
  unknownTitle: 'Bestelling niet gevonden',
  unknown:
    'We kunnen bij deze link geen betaling van jou vinden. Bij je bestellingen zie je wat je besteld hebt en hoe het ermee staat.',
  unknownGuest: 'Log in om te zien hoe het met je bestelling staat.',
  failedTitle: 'Status van je betaling',
  confirmFailed: 'We konden je betaling niet controleren.',
  toOrders: 'Naar mijn bestellingen',
  toCart: 'Naar je winkelwagen',
  toLogin: 'Inloggen',
} as const;
