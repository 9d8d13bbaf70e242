import { describe, expect, it } from 'vitest';
import { blogCategories, categoryFromSlug, categorySlug } from './blog-categories.ts';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it('lowercases, turns non-alphanumeric runs into one dash and trims dashes', () => {
    expect(slugify('Proefpakket Marathon (6 stuks)!')).toBe('proefpakket-marathon-6-stuks');
    expect(slugify('  --Gel & Go--  ')).toBe('gel-go');
    expect(slugify('Cafeïnegel')).toBe('cafeinegel');
  });
});

describe('categorySlug', () => {
  it('follows the spec rule for all 13 categories', () => {
    expect(blogCategories.map(categorySlug)).toEqual([
      'voedingsbasis',
      'race-en-training-fuel',
      'hydratatie-en-elektrolyten',
      'herstel-en-rebuild',
      'supplementen-en-micronutriënten',
      'recepten-en-meal-prep',
      'lab-tests-en-reviews',
      'data-en-tech',
      'trainingsstrategie-en-periodisering',
      'blessurepreventie-en-mobility',
      'mindset-en-psychologie',
      'community-en-persoonlijk',
      'onderzoek-en-evidence',
    ]);
  });

  it('finds the category back from its slug', () => {
    expect(categoryFromSlug('race-en-training-fuel')).toBe('Race & Training Fuel');
    expect(categoryFromSlug('onbekend')).toBeUndefined();
  });
});
