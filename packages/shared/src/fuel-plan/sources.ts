/**
 * The published guidance every number of a fuel plan comes from (decision 061): each target, step
 * and adjustment names one of these keys, so the planner page can cite it.
 */
export const fuelSources = {
  'acsm-and-dc-2016': {
    short: 'ACSM/AND/DC 2016',
    citation:
      'Thomas DT, Erdman KA, Burke LM. American College of Sports Medicine Joint Position Statement: Nutrition and Athletic Performance (with the Academy of Nutrition and Dietetics and Dietitians of Canada). Med Sci Sports Exerc. 2016;48(3):543–568.',
  },
  'jeukendrup-2014': {
    short: 'Jeukendrup 2014',
    citation:
      'Jeukendrup A. A step towards personalized sports nutrition: carbohydrate intake during exercise. Sports Med. 2014;44(Suppl 1):S25–S33.',
  },
  'issn-caffeine-2021': {
    short: 'ISSN 2021',
    citation:
      'Guest NS, VanDusseldorp TA, Nelson MT, et al. International Society of Sports Nutrition position stand: caffeine and exercise performance. J Int Soc Sports Nutr. 2021;18(1):1.',
  },
} as const;
export type FuelSourceKey = keyof typeof fuelSources;

/** A sentence for the runner, in plain Dutch, and the guidance it rests on. */
export interface Explained {
  explanation: string;
  source: FuelSourceKey;
}
