import { products } from '../apps/server/src/db/schema/products.ts';
import type { Database } from '../apps/server/src/db/types.ts';

const words = [
  'Hardloopgel',
  'Sportdrank',
  'Energiereep',
  'Elektrolyten',
  'Herstelshake',
  'Cafeïnegel',
  'Proefpakket',
];
const flavours = ['Citroen', 'Cola', 'Framboos', 'Banaan', 'Mango', 'Neutraal', 'Zeezout', 'Cassis'];
const categories = [
  'Gels',
  'Sportdrank',
  'Repen',
  'Elektrolyten',
  'Herstel',
  'Proefpakket',
  'Cafeïne',
  'Ontbijt',
];
const brands = ['Polderkracht', 'NoordFuel', 'Duinloper', 'Veluwe Voeding', 'Kustkracht'];

/** Deterministic, varied products in batches (one statement per 500 rows). */
export async function seedBenchProducts(db: Database, count: number): Promise<void> {
  const pick = <T>(list: T[], i: number) => list[i % list.length]!;
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, offset) => {
      const i = start + offset;
      const title = `${pick(words, i)} ${pick(flavours, Math.floor(i / 7))} ${i}`;
      return {
        slug: `bench-${i}`,
        title,
        description: `**${title}**: een proefpakket voor lopers. Nummer ${i}.`,
        image: '/images/placeholder-product.svg',
        contents: ['6 × gel (40 g)', 'Gebruiksadvies'],
        priceCents: 495 + (i % 40) * 100,
        stock: i % 50,
        discountType: i % 5 === 0 ? ('percentage' as const) : null,
        discountValueHundredths: i % 5 === 0 ? 1000 : null,
        category: [pick(categories, i)],
        brand: [pick(brands, i)],
        shelfLife: '12 maanden',
        isPublished: i % 10 !== 0,
        createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
      };
    });
    await db.insert(products).values(batch);
  }
}
