/** Dutch text of the legal pages and their editor (the rules' messages live in @shop/shared/legal-pages). */
export const legalPageViewMessages = {
  loading: 'Pagina laden...',
  updatedOn: 'Laatst bijgewerkt op',
  backHome: 'Terug naar home',
} as const;

export const legalPagesAdminMessages = {
  intro:
    'De teksten waar de footer en de kassa naar linken. Een nieuwe winkel begint met voorbeeldteksten: pas ze aan je eigen bedrijf aan en laat ze juridisch nakijken.',
  pages: "Alle pagina's",
  columns: {
    title: 'Titel',
    address: 'Adres',
    updatedAt: 'Bijgewerkt',
    actions: 'Acties',
  },
  edit: 'Bewerken',
  /** The button's text comes first in its name, as a speaking user says it. */
  editLabel: (title: string) => `Bewerken: ${title}`,
  view: 'Bekijken',
  viewLabel: (title: string) => `Bekijken: ${title}`,
  editing: (title: string) => `${title} bewerken`,
  empty: "Nog geen pagina's.",
} as const;

export const legalPageFormMessages = {
  title: 'Titel',
  body: 'Tekst',
  bodyHint:
    'Markdown: ## voor een kop, - voor een opsomming, **vet**, [tekst](/adres) voor een link. HTML wordt niet getoond.',
  save: 'Opslaan',
  saving: 'Bezig met opslaan...',
  cancel: 'Annuleren',
} as const;
