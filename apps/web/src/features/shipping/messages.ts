import type { ShippingMethod } from '@shop/shared/shipping';

/** Dutch text of the admin's shipping screen (the rules' messages live in @shop/shared/shipping). */
export const shippingFormMessages = {
  name: 'Naam',
  carrier: 'Vervoerder',
  countries: 'Landen',
  price: 'Prijs (€)',
  freeAbove: 'Gratis vanaf (€)',
  freeAboveHint: 'Leeg: nooit gratis.',
  maxOrder: 'Alleen tot bestelbedrag (€)',
  maxOrderHint: 'Leeg: voor elk bedrag. Bijvoorbeeld brievenbuspakjes voor kleine bestellingen.',
  deliveryEstimate: 'Levertijd',
  deliveryEstimateHint: 'Zoals de klant het leest, bijvoorbeeld 1-2 werkdagen.',
  isActive: 'Actief',
  create: 'Verzendmethode toevoegen',
  save: 'Opslaan',
  saving: 'Bezig met opslaan...',
  cancel: 'Annuleren',
} as const;

export const shippingPageMessages = {
  newMethod: 'Nieuwe verzendmethode',
  editMethod: (method: ShippingMethod) => `${method.name} bewerken`,
  methods: 'Alle verzendmethoden',
  columns: {
    name: 'Naam',
    carrier: 'Vervoerder',
    countries: 'Landen',
    price: 'Prijs',
    freeAbove: 'Gratis vanaf',
    maxOrder: 'Tot bestelbedrag',
    deliveryEstimate: 'Levertijd',
    status: 'Status',
    actions: 'Acties',
  },
  active: 'actief',
  inactive: 'niet actief',
  none: '-',
  edit: 'Bewerken',
  editLabel: (method: ShippingMethod) => `Bewerk ${method.name} (${method.countries.join(', ')})`,
  delete: 'Verwijderen',
  deleteLabel: (method: ShippingMethod) => `Verwijder ${method.name} (${method.countries.join(', ')})`,
} as const;
