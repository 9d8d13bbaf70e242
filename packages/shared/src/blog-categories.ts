export const blogCategories = [
  'Voedingsbasis',
  'Race & Training Fuel',
  'Hydratatie & Elektrolyten',
  'Herstel & Rebuild',
  'Supplementen & Micronutriënten',
  'Recepten & Meal Prep',
  'Lab-Tests & Reviews',
  'Data & Tech',
  'Trainingsstrategie & Periodisering',
  'Blessurepreventie & Mobility',
  'Mindset & Psychologie',
  'Community & Persoonlijk',
  'Onderzoek & Evidence',
] as const;
export type BlogCategory = (typeof blogCategories)[number];

/**
 * The category's URL slug: lowercased, ' & ' becomes '-en-', spaces become '-', other non-word
 * characters are removed ('Race & Training Fuel' → 'race-en-training-fuel').
 */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/ & /g, '-en-')
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{N}_-]/gu, '');
}

export function categoryFromSlug(slug: string): BlogCategory | undefined {
  return blogCategories.find((category) => categorySlug(category) === slug);
}
