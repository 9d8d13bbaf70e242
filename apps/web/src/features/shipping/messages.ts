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
  /** The button's text comes first in its name, as a speaking user says it. */
  editLabel: (method: ShippingMethod) => `Bewerken: ${method.name} (${method.countries.join(', ')})`,
  delete: 'Verwijderen',
  deleteLabel: (method: ShippingMethod) => `Verwijderen: ${method.name} (${method.countries.join(', ')})`,
} as const;
