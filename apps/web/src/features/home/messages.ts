import type { BlogCategory } from '@shop/shared/blog-categories';

/** Dutch text of the home page. */
export const homePageMessages = {
  themesHeading: 'Ontdek onze thema’s',
  newestLoadFailed: 'De nieuwste artikels konden niet geladen worden.',
  themesIntro: 'Blader door de onderwerpen van de blog en open een thema om alle artikels te lezen.',
  carouselLabel: 'Thema’s van de blog',
  previousTheme: 'Vorige thema',
  nextTheme: 'Volgende thema',
  dotsLabel: 'Kies een thema',
  goToTheme: (title: string) => `Ga naar thema ${title}`,
  /** Read before a side card's own title and teaser. */
  showTheme: 'Toon thema ',
  openTheme: 'Lees de artikels',
  themePosition: (index: number, count: number) => `Thema ${index + 1} van ${count}`,
  keyboardHint: 'Gebruik de pijltjestoetsen om te bladeren en Enter om een thema te openen.',
  bannerEyebrow: 'Op de weg getest',
  bannerTitle: 'Van eerste tien kilometer tot ultratrail',
  bannerText:
    'Onze proefpakketten gaan mee op duurlopen, intervaltrainingen en wedstrijden. Zo weet je wat je maag aankan voordat de startklok gaat.',
  bannerAction: 'Ontdek de proefpakketten',
  newestHeading: 'Nieuwste artikels',
  allArticles: 'Alle artikels',
  ctaTitle: 'Klaar om te testen wat voor jou werkt?',
  ctaText:
    'Kies een proefpakket voor je volgende trainingsblok, of maak een account aan om te reageren op artikels en je bestellingen te volgen.',
  ctaShop: 'Naar de shop',
  ctaRegister: 'Maak een account aan',
} as const;

/** A one-line teaser per blog category, shown on its carousel card. */
export const themeTeasers: Record<BlogCategory, string> = {
  Voedingsbasis: 'Koolhydraten, eiwitten en vetten: de basis van elke trainingsweek.',
  'Race & Training Fuel': 'Gels, drank en repen: zo tank je bij tijdens training en wedstrijd.',
  'Hydratatie & Elektrolyten': 'Hoeveel drinken, hoeveel zout en wanneer.',
  'Herstel & Rebuild': 'Wat je eet na de lange duurloop bepaalt je volgende training.',
  'Supplementen & Micronutriënten': 'IJzer, vitamine D, cafeïne: wat werkt en wat niet.',
  'Recepten & Meal Prep': 'Snelle recepten voor drukke trainingsweken.',
  'Lab-Tests & Reviews': 'We testen sportvoeding en meetmethodes eerlijk uit.',
  'Data & Tech': 'Hartslag, HRV en horloges: wat vertellen je cijfers?',
  'Trainingsstrategie & Periodisering': 'Plan je blok van basis tot taper.',
  'Blessurepreventie & Mobility': 'Sterker en soepeler lopen, minder geblesseerd.',
  'Mindset & Psychologie': 'Van wedstrijdzenuwen naar focus.',
  'Community & Persoonlijk': 'Verhalen van clublopen en lopers uit de community.',
  'Onderzoek & Evidence': 'Wat zegt de wetenschap echt?',
};

export const homeMessages = {
  eyebrow: 'Voor lopers, door lopers',
  title: 'Sportvoeding voor lopers, zonder bulk te kopen',
  intro:
    'Lees wat werkt voor jouw training en wedstrijd, en test het met kleine proefpakketten voordat je een hele doos koopt.',
  toBlog: 'Lees de blog',
  toShop: 'Bekijk de pakketten',
} as const;
