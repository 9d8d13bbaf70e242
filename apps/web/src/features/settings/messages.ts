/** Dutch text of the settings screen (the rules' messages live in @shop/shared/shop-settings). */
export const settingsFormMessages = {
  seller: 'Verkoper',
  sellerIntro: 'Zo staat je bedrijf op elke factuur.',
  sellerName: 'Bedrijfsnaam',
  sellerStreet: 'Straat en huisnummer',
  sellerZip: 'Postcode',
  sellerCity: 'Plaats',
  kvkNumber: 'KvK-nummer',
  kvkNumberHint: '8 cijfers.',
  vatNumber: 'Btw-nummer',
  vatNumberHint: 'Bijvoorbeeld NL123456789B01.',
  email: 'E-mailadres',
  vat: 'Btw',
  oneStopShop: 'Btw van het land van aflevering (EU-éénloketsysteem, OSS)',
  oneStopShopHint:
    'Aan: een bestelling naar België rekent het Belgische btw-tarief, dat je aangeeft via het éénloketsysteem (OSS). Uit: elke bestelling rekent het Nederlandse tarief. Verplicht zodra je verkopen aan consumenten in andere EU-landen samen boven € 10.000 per jaar komen.',
  save: 'Opslaan',
  saving: 'Bezig met opslaan...',
} as const;
