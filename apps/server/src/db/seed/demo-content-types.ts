import type { BlogCategory } from '@shop/shared/blog-categories';
import type { Discount } from '@shop/shared/money';
import type { NutritionInput } from '@shop/shared/nutrition';
import type { VatClass } from '@shop/shared/vat';

/** A demo product as the seed writes it; prices in euros as an admin would type them. */
export interface DemoProduct {
  slug: string;
  title: string;
  /** Markdown. */
  description: string;
  /** Path of a local image served by the web app, e.g. '/images/products/gel-citrus.svg'. */
  image: string;
  contents: string[];
  price: number;
  stock: number;
  discount: Discount | null;
  /**
   * The price history the seed writes (decision 050), in days before the seed: the product came to
   * the shop `listedDaysAgo` days ago (DEMO_LISTED_DAYS_AGO when not given) at its full price, and
   * its discount began `discountDaysAgo` days ago. A discount that began as the product came (no
   * day given, or the same day) has no price before it, and so no struck price.
   */
  listedDaysAgo?: number;
  discountDaysAgo?: number;
  category: string[];
  brand: string[];
  shelfLife: string;
  /** Food and sports drinks are 'reduced' (the default); bottles, belts and flasks 'standard'. */
  vatClass?: VatClass;
  /** What one serving holds, as an admin would fill it in (decision 061); none for packs and gear. */
  nutrition?: NutritionInput;
  isPublished: boolean;
}

export interface DemoPost {
  slug: string;
  title: string;
  /** Path of a local image served by the web app, e.g. '/images/blog/koolhydraten.svg'. */
  image: string;
  category: BlogCategory;
  excerpt: string;
  /** Markdown, several paragraphs with headings and lists. */
  content: string;
  tags: string[];
  /** How many days before the seed the post was published (spreads the dates). */
  publishedDaysAgo: number;
  isPublished: boolean;
}
