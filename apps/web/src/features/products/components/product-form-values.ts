import { DEFAULT_MAX_PER_ORDER } from '@shop/shared/cart-constants';
import type { Media } from '@shop/shared/media';
import type { Discount } from '@shop/shared/money';
import type { NutritionForm, NutritionInput, ServingUnit } from '@shop/shared/nutrition';
import {
  type Product,
  type ProductData,
  type ProductInput,
  productInputSchema,
  productMessages,
} from '@shop/shared/product';
import type { VatClass } from '@shop/shared/vat';
import { type FieldErrors, type FieldPath, get, type Resolver, set } from 'react-hook-form';

/** A photo of the product as the form edits it: the uploaded photo, kept for its preview, and its alt text. */
export interface ProductPhotoValue {
  media: Media;
  alt: string;
}

/** What the product form edits: numbers as typed text, lists as one entry per line. */
export interface ProductFormValues {
  title: string;
  slug: string;
  description: string;
  /** In the order the shop shows them; the first is the product's picture (decision 067). */
  photos: ProductPhotoValue[];
  image: string;
  price: string;
  stock: string;
  maxPerOrder: string;
  shelfLife: string;
  contents: string;
  category: string;
  brand: string;
  hasDiscount: boolean;
  discountType: Discount['type'];
  discountValue: string;
  vatClass: VatClass;
  isPublished: boolean;
  // What one serving holds (decision 061), each field optional: '' is not stated.
  nutritionForm: NutritionForm | '';
  servingSize: string;
  servingUnit: ServingUnit;
  servingsPerPackage: string;
  carbohydrateG: string;
  fructoseG: string;
  sodiumMg: string;
  potassiumMg: string;
  caffeineMg: string;
  fluidMl: string;
}

/** The nutrition fields that are plain numbers, named as in the request body. */
export const NUTRITION_AMOUNT_FIELDS = [
  'carbohydrateG',
  'fructoseG',
  'sodiumMg',
  'potassiumMg',
  'caffeineMg',
  'fluidMl',
] as const;

export type ProductFormField = keyof ProductFormValues;

/** Where the form shows a message: a field, a photo's alt text (`photos.0.alt`), or 'photos' for the list. */
export type ProductFormPath = FieldPath<ProductFormValues>;

/** Spec 4: switching the discount on starts at 1 percent. */
export const DEFAULT_DISCOUNT = { discountType: 'percentage', discountValue: '1' } as const;

export const emptyProductFormValues: ProductFormValues = {
  title: '',
  slug: '',
  description: '',
  photos: [],
  image: '',
  price: '',
  stock: '',
  maxPerOrder: String(DEFAULT_MAX_PER_ORDER),
  shelfLife: '',
  contents: '',
  category: '',
  brand: '',
  hasDiscount: false,
  ...DEFAULT_DISCOUNT,
  vatClass: 'reduced',
  isPublished: false,
  nutritionForm: '',
  servingSize: '',
  servingUnit: 'g',
  servingsPerPackage: '',
  carbohydrateG: '',
  fructoseG: '',
  sodiumMg: '',
  potassiumMg: '',
  caffeineMg: '',
  fluidMl: '',
};

export function productToFormValues(product: Product): ProductFormValues {
  return {
    title: product.title,
    slug: product.slug,
    description: product.description,
    photos: product.photos.map(({ media, alt }) => ({ media, alt })),
    image: product.image ?? '',
    price: String(product.price),
    stock: String(product.stock),
    maxPerOrder: String(product.maxPerOrder),
    shelfLife: product.shelfLife,
    contents: product.contents.join('\n'),
    category: product.category.join('\n'),
    brand: product.brand.join('\n'),
    hasDiscount: product.discount !== null,
    discountType: product.discount?.type ?? DEFAULT_DISCOUNT.discountType,
    discountValue: product.discount ? String(product.discount.value) : DEFAULT_DISCOUNT.discountValue,
    vatClass: product.vatClass,
    isPublished: product.isPublished,
    ...nutritionToFormValues(product.nutrition),
  };
}

const textOf = (value: number | null | undefined) => (value == null ? '' : String(value));

function nutritionToFormValues(nutrition: Product['nutrition']) {
  return {
    nutritionForm: nutrition?.form ?? '',
    servingSize: textOf(nutrition?.servingSize?.amount),
    servingUnit: nutrition?.servingSize?.unit ?? 'g',
    servingsPerPackage: textOf(nutrition?.servingsPerPackage),
    carbohydrateG: textOf(nutrition?.carbohydrateG),
    fructoseG: textOf(nutrition?.fructoseG),
    sodiumMg: textOf(nutrition?.sodiumMg),
    potassiumMg: textOf(nutrition?.potassiumMg),
    caffeineMg: textOf(nutrition?.caffeineMg),
    fluidMl: textOf(nutrition?.fluidMl),
  } satisfies Partial<ProductFormValues>;
}

/** '12,5' and '12.5' both read as 12.5; empty or unreadable text as NaN (the schema rejects it). */
function parseNumber(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

const lines = (text: string) => text.split('\n');

/** An optional number: empty is not stated (null), anything else must read as a number. */
const optionalNumber = (text: string) => (text.trim() === '' ? null : parseNumber(text));

/** The nutrition as the body sends it; the schema makes a nutrition with nothing filled in null. */
function formValuesToNutrition(values: ProductFormValues): NutritionInput {
  const size = optionalNumber(values.servingSize);
  return {
    form: values.nutritionForm || null,
    servingSize: size === null ? null : { amount: size, unit: values.servingUnit },
    servingsPerPackage: optionalNumber(values.servingsPerPackage),
    carbohydrateG: optionalNumber(values.carbohydrateG),
    fructoseG: optionalNumber(values.fructoseG),
    sodiumMg: optionalNumber(values.sodiumMg),
    potassiumMg: optionalNumber(values.potassiumMg),
    caffeineMg: optionalNumber(values.caffeineMg),
    fluidMl: optionalNumber(values.fluidMl),
  };
}

/** The request body before validation; a switched-off discount is sent as null (spec 4). */
export function formValuesToInput(values: ProductFormValues): ProductInput {
  return {
    title: values.title,
    slug: values.slug,
    description: values.description,
    photos: values.photos.map(({ media, alt }) => ({ mediaId: media._id, alt })),
    image: values.image,
    price: parseNumber(values.price),
    stock: parseNumber(values.stock),
    maxPerOrder: parseNumber(values.maxPerOrder),
    shelfLife: values.shelfLife,
    contents: lines(values.contents),
    category: lines(values.category),
    brand: lines(values.brand),
    discount: values.hasDiscount
      ? { type: values.discountType, value: parseNumber(values.discountValue) }
      : null,
    vatClass: values.vatClass,
    isPublished: values.isPublished,
    nutrition: formValuesToNutrition(values),
  };
}

const INDEX = /^\d+$/;

/**
 * Where the form shows a message about a path of the product body: under its field, under a
 * photo's alt text, or above the photos for the list as a whole (too many, twice the same photo,
 * a photo that is gone).
 */
export function fieldForPath(path: readonly PropertyKey[]): ProductFormPath | undefined {
  const [first, second, third] = path.map(String);
  if (first === 'photos') {
    return second !== undefined && INDEX.test(second) && third === 'alt'
      ? `photos.${Number(second)}.alt`
      : 'photos';
  }
  if (first === 'discount') return second === 'type' ? 'discountType' : 'discountValue';
  if (first === 'nutrition') {
    if (second === 'form') return 'nutritionForm';
    if (second === 'servingSize') return third === 'unit' ? 'servingUnit' : 'servingSize';
    return second !== undefined && second in emptyProductFormValues
      ? (second as ProductFormField)
      : undefined;
  }
  return first !== undefined && first in emptyProductFormValues ? (first as ProductFormField) : undefined;
}

/** An empty discount value is "not a number" to zod; the admin reads the spec's Dutch rule instead. */
function messageFor(field: ProductFormPath, issue: { code: string; message: string }): string {
  return field === 'discountValue' && issue.code === 'invalid_type'
    ? productMessages.discountValuePositive
    : issue.message;
}

/** Validates with the shared productInputSchema, so every Dutch message shows under its own field. */
export const productFormResolver: Resolver<ProductFormValues, unknown, ProductData> = (values) => {
  const result = productInputSchema.safeParse(formValuesToInput(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<ProductFormValues> = {};
  for (const issue of result.error.issues) {
    const field = fieldForPath(issue.path);
    if (!field) continue;
    // The photos' errors are a list, as react-hook-form keeps a field array's: moving or removing a
    // photo takes its message along; a message about the whole list is that list's `root`.
    if (field.startsWith('photos') && !Array.isArray(errors.photos)) set(errors, 'photos', []);
    const at = field === 'photos' ? 'photos.root' : field;
    if (!get(errors, at)) set(errors, at, { type: issue.code, message: messageFor(field, issue) });
  }
  return { values: {}, errors };
};
