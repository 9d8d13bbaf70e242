import { countOf } from '@shop/shared/locale';
import { addressLabels } from '../../lib/address-labels.ts';

/** Dutch text of the profile page (the spec's profile messages live in @shop/shared/user). */
export const profilePageMessages = {
  loadFailed: 'Je profiel kon niet geladen worden.',
  basicData: 'Basisgegevens',
  firstName: 'Voornaam',
  lastName: 'Achternaam',
  phone: 'Telefoon',
  email: 'E-mail',
  emailReadOnly: 'Een nieuw e-mailadres geef je hieronder op.',
  save: 'Opslaan',
  saving: 'Opslaan...',
} as const;

/** The password and e-mail forms (decision 060); the server's own texts are in @shop/shared/account. */
export const credentialsMessages = {
  passwordHeading: 'Wachtwoord wijzigen',
  currentPassword: 'Huidig wachtwoord',
  newPassword: 'Nieuw wachtwoord',
  passwordSubmit: 'Wachtwoord wijzigen',
  passwordFailed: 'Wachtwoord wijzigen mislukt. Probeer het opnieuw.',
  saving: 'Opslaan...',
  emailHeading: 'E-mailadres wijzigen',
  emailIntro: (email: string) =>
    `Je huidige e-mailadres is ${email}. We sturen een bevestigingslink naar je nieuwe adres; pas als je die opent, verandert het.`,
  newEmail: 'Nieuw e-mailadres',
  emailSubmit: 'Stuur bevestigingslink',
  sending: 'Versturen...',
  emailFailed: 'E-mailadres wijzigen mislukt. Probeer het opnieuw.',
} as const;

export const addressMessages = {
  heading: 'Adressen',
  ...addressLabels,
  add: 'Adres toevoegen',
  newAddress: 'Nieuw adres',
  saveNew: 'Adres opslaan',
  edit: 'Bewerken',
  editLabel: (description: string) => `Bewerken: adres ${description}`,
  remove: 'Verwijderen',
  removeLabel: (description: string) => `Verwijderen: adres ${description}`,
  save: 'Opslaan',
  cancel: 'Annuleren',
  deleteConfirm: 'Weet je zeker dat je dit adres wil verwijderen?',
  saveFailed: 'Adres opslaan mislukt.',
  deleteFailed: 'Adres verwijderen mislukt.',
  saved: 'Adres opgeslagen.',
  deleted: 'Adres verwijderd.',
} as const;

export const sportMessages = {
  heading: 'Sportgegevens',
  discipline: 'Discipline',
  level: 'Niveau',
  none: 'Niet opgegeven',
  saved: 'Sportgegevens opgeslagen.',
} as const;

export const myOrdersMessages = {
  heading: 'Mijn bestellingen',
  loadFailed: 'Je bestellingen konden niet geladen worden.',
  orderOf: (date: string) => `Bestelling van ${date}`,
  itemCount: (count: number) => countOf(count, 'artikel', 'artikelen'),
  total: 'Totaal',
  status: 'Status',
  showDetails: 'Details tonen',
  hideDetails: 'Details verbergen',
  items: 'Artikelen',
  deliveryAddress: 'Bezorgadres',
  history: 'Statusgeschiedenis',
  orderNumber: 'Bestelnummer',
  invoices: 'Facturen',
  /** `title` is the invoice's own, e.g. 'Factuur 2026-000123'. */
  downloadInvoice: (title: string) => `${title} downloaden`,
  downloadFailed: 'Downloaden mislukt. Probeer het opnieuw.',
} as const;

/** The profile's list of saved fuel plans. */
export const savedPlansMessages = {
  savedTitle: 'Mijn voedingsplannen',
  savedEmpty: 'Je hebt nog geen plannen bewaard.',
  savedLoadFailed: 'Je plannen konden niet worden geladen.',
  toPlanner: 'Maak een plan',
  open: (name: string) => `Open ${name}`,
  remove: 'Verwijderen',
  removeLabel: (name: string) => `${name} verwijderen`,
  removeFailed: 'Het plan kon niet worden verwijderd.',
  savedOn: (date: string) => `Bewaard op ${date}`,
} as const;
