/**
 * The words of the payment emulator's hosted page (the stand-in for the payment provider's own,
 * in Dutch) and of its answers to the payer. Only the server reads them.
 */
export const paymentEmulatorMessages = {
  sessionNotFound: 'Betaalsessie niet gevonden.',
  cardDeclined: 'Je kaart is geweigerd. Probeer een andere kaart of betaalmethode.',
  invalidCardNumber: 'Ongeldig kaartnummer. Gebruik een testkaart.',
  bankRequired: 'Kies je bank om met iDEAL te betalen.',
  sessionExpired: 'Deze betaalsessie is verlopen.',
  alreadyPaid: 'Deze bestelling is al betaald.',
  pageTitle: 'Betalen — Loopvoeding',
  payTo: 'Betalen aan',
  yourOrder: 'Je bestelling',
  total: 'Totaal',
  shipping: (name: string) => `Verzending: ${name}`,
  free: 'Gratis',
  backToShop: 'Terug naar de winkel',
  paymentDetails: 'Betaalgegevens',
  paymentMethod: 'Betaalmethode',
  card: 'Kaart',
  cardNumber: 'Kaartnummer',
  expiry: 'Vervaldatum',
  expiryPlaceholder: 'MM / JJ',
  nameOnCard: 'Naam op kaart',
  orIdeal: 'Of betaal met iDEAL',
  chooseBank: 'Kies je bank',
  pay: (amount: string) => `Betaal ${amount}`,
  testCards:
    'Testomgeving: kaart 4242 4242 4242 4242 betaalt, 4000 0000 0000 0002 wordt geweigerd, met 4000 0000 0000 5126 mislukt later een terugbetaling.',
} as const;
