import { z } from 'zod';
import { optionalBoolean, optionalNumber, optionalText, pageFields } from './api.ts';
import { DEFAULT_MAX_PER_ORDER, MAX_CART_QUANTITY } from './cart-constants.ts';
import { photoListInputSchema, photoSchema } from './media.ts';
import { discountTypes, toCents } from './money.ts';
import { nutritionInputSchema, nutritionSchema } from './nutrition.ts';
import { SLUG_PATTERN } from './slug.ts';
import { cleanList } from './text.ts';
import { vatClasses } from './vat.ts';

export {
  CARD_CONTENT_BULLETS,
  CARD_DESCRIPTION_PREVIEW,
  PRODUCT_PRICE_MIN,
  productMessages,
  SHOP_PAGE_SIZE,
} from './product-constants.ts';

import { PRODUCT_PRICE_MIN, productMessages, SHOP_PAGE_SIZE } from './product-constants.ts';

export const discountSchema = z.object({
  type: z.enum(discountTypes),
  value: z.number().positive(),
});

const textList = z.array(z.string()).default([]).transform(cleanList);

/** A path on this site: one slash, not two (`//host` and `/\host` lead to another site). */
const SITE_PATH = /^\/(?![/\\])/;

/** An absolute http(s) URL, or a path of an image this shop serves itself ('/images/...'). */
export const imageUrlSchema = z
  .string()
  .trim()
  .refine((value) => SITE_PATH.test(value) || z.url({ protocol: /^https?$/ }).safeParse(value).success, {
    message: productMessages.invalidUrl,
  });

export const productInputSchema = z
  .object({
    title: z.string().trim().min(1, productMessages.titleRequired).max(200),
    slug: z
      .string()
      .trim()
      .min(1, productMessages.slugRequired)
      .max(200)
      .regex(SLUG_PATTERN, productMessages.slugInvalid),
    description: z.string().trim().min(1, productMessages.descriptionRequired).max(20_000),
    image: z
      .union([imageUrlSchema, z.literal('')])
      .nullish()
      .transform((value) => value || null),
    /** Uploaded photos in the order the shop shows them (decision 067); before `image`, which stays for a URL. */
    photos: photoListInputSchema,
    contents: textList,
    price: z
      .number({ message: productMessages.pricePositive })
      .min(PRODUCT_PRICE_MIN, productMessages.pricePositive)
      .max(100_000),
    stock: z
      .number({ message: productMessages.stockNonNegative })
      .int(productMessages.stockNonNegative)
      .min(0, productMessages.stockNonNegative)
      .max(1_000_000),
    maxPerOrder: z
      .number({ message: productMessages.maxPerOrderRange(MAX_CART_QUANTITY) })
      .int(productMessages.maxPerOrderRange(MAX_CART_QUANTITY))
      .min(1, productMessages.maxPerOrderRange(MAX_CART_QUANTITY))
      .max(MAX_CART_QUANTITY, productMessages.maxPerOrderRange(MAX_CART_QUANTITY))
      .default(DEFAULT_MAX_PER_ORDER),
    discount: z
      .object({
        type: z.enum(discountTypes),
        value: z.number().min(0.01, productMessages.discountValuePositive),
      })
      .nullable()
      .default(null),
    category: z
      .array(z.string())
      .transform(cleanList)
      .pipe(z.array(z.string()).min(1, productMessages.categoryRequired)),
    brand: textList,
    shelfLife: z.string().trim().max(200).default(''),
    /** Food and sports drinks pay the reduced VAT rate, everything else the standard one (decision 047). */
    vatClass: z.enum(vatClasses).default('reduced'),
    isPublished: z.boolean().default(true),
    /** What one serving holds, for fuel (decision 061); null for what is not food. */
    nutrition: nutritionInputSchema.nullable().default(null),
  })
  .superRefine((product, ctx) => {
    const { discount } = product;
    if (!discount) return;
    if (discount.type === 'percentage' && discount.value > 100) {
      ctx.addIssue({
        code: 'custom',
        path: ['discount', 'value'],
        message: productMessages.percentageTooHigh,
      });
    }
    if (discount.type === 'fixed' && toCents(discount.value) > toCents(product.price)) {
      ctx.addIssue({ code: 'custom', path: ['discount', 'value'], message: productMessages.fixedTooHigh });
    }
  });
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductData = z.output<typeof productInputSchema>;

export const productSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  /** Uploaded photos, in order (decision 067); the first is the product's picture when there is one. */
  photos: z.array(photoSchema),
  contents: z.array(z.string()),
  price: z.number(),
  stock: z.number().int(),
  /** The most one order may hold of this product. */
  maxPerOrder: z.number().int(),
  discount: discountSchema.nullable(),
  /**
   * The price to strike through beside the price after discount (decision 050): the lowest price of
   * the 30 days before the reduction began (decision 047). Null without a discount, or when the
   * history shows no such price above the price now.
   */
  referencePrice: z.number().nullable(),
  category: z.array(z.string()),
  brand: z.array(z.string()),
  shelfLife: z.string(),
  vatClass: z.enum(vatClasses),
  /** What one serving holds (decision 061); null when nothing is stated. */
  nutrition: nutritionSchema.nullable(),
  isPublished: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/** How many price changes the admin's history shows a page. */
export const PRICE_HISTORY_PAGE_SIZE = 10;

/** One change of a product's price or discount, as the admin's price history shows it (decision 050). */
export const priceChangeSchema = z.object({
  at: z.string(),
  /** The list price from then on. */
  price: z.number(),
  discount: discountSchema.nullable(),
  /** What a buyer paid from then on: the price after the discount. */
  effectivePrice: z.number(),
});
export type PriceChangeEntry = z.infer<typeof priceChangeSchema>;

export const priceHistoryQuerySchema = z.object(pageFields(PRICE_HISTORY_PAGE_SIZE));

export const productListQuerySchema = z.object({
  title: optionalText,
  category: optionalText,
  brand: optionalText,
  isPublished: optionalBoolean,
  priceMin: optionalNumber,
  priceMax: optionalNumber,
  discountMin: optionalNumber,
  discountMax: optionalNumber,
  stockMin: optionalNumber,
  stockMax: optionalNumber,
  /** true: a serving holds caffeine; false: none stated (decision 061). */
  caffeine: optionalBoolean,
  /** true: a serving holds fructose; false: it is stated to hold none (no fructose, or no carbohydrate at all). */
  fructose: optionalBoolean,
  ...pageFields(SHOP_PAGE_SIZE),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
