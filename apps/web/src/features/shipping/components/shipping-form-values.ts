import {
  type ShippingCountry,
  type ShippingMethod,
  type ShippingMethodData,
  type ShippingMethodInput,
  shippingCountries,
  shippingMethodInputSchema,
} from '@shop/shared/shipping';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** What the shipping form edits: amounts as typed text (empty: none), a checkbox per country. */
export interface ShippingFormValues {
  name: string;
  carrier: string;
  countries: Record<ShippingCountry, boolean>;
  price: string;
  freeAbove: string;
  maxOrder: string;
  deliveryEstimate: string;
  isActive: boolean;
}

export type ShippingFormField = keyof ShippingFormValues;

export const emptyShippingFormValues: ShippingFormValues = {
  name: '',
  carrier: '',
  countries: { NL: true, BE: false },
  price: '',
  freeAbove: '',
  maxOrder: '',
  deliveryEstimate: '',
  isActive: true,
};

const amountText = (euros: number | null) => (euros === null ? '' : String(euros));

export function shippingMethodToFormValues(method: ShippingMethod): ShippingFormValues {
  return {
    name: method.name,
    carrier: method.carrier,
    countries: { NL: method.countries.includes('NL'), BE: method.countries.includes('BE') },
    price: amountText(method.price),
    freeAbove: amountText(method.freeAbove),
    maxOrder: amountText(method.maxOrder),
    deliveryEstimate: method.deliveryEstimate,
    isActive: method.isActive,
  };
}

/** '4,25' and '4.25' both read as 4.25; unreadable text as NaN (the schema refuses it). */
function parseNumber(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

const optionalAmount = (text: string) => (text.trim() === '' ? null : parseNumber(text));

/** The request body before validation. */
export function formValuesToInput(values: ShippingFormValues): ShippingMethodInput {
  return {
    name: values.name,
    carrier: values.carrier,
    countries: shippingCountries.filter((country) => values.countries[country]),
    price: parseNumber(values.price),
    freeAbove: optionalAmount(values.freeAbove),
    maxOrder: optionalAmount(values.maxOrder),
    deliveryEstimate: values.deliveryEstimate,
    isActive: values.isActive,
  };
}

/** The form field that shows a message about a path of the body ('countries.0' is the countries). */
export function fieldForPath(path: readonly PropertyKey[]): ShippingFormField | undefined {
  const first = path[0] === undefined ? undefined : String(path[0]);
  return first !== undefined && first in emptyShippingFormValues ? (first as ShippingFormField) : undefined;
}

/** Validates with the shared shippingMethodInputSchema, so every Dutch message shows under its own field. */
export const shippingFormResolver: Resolver<ShippingFormValues, unknown, ShippingMethodData> = (values) => {
  const result = shippingMethodInputSchema.safeParse(formValuesToInput(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<ShippingFormValues> = {};
  for (const issue of result.error.issues) {
    const field = fieldForPath(issue.path);
    if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
