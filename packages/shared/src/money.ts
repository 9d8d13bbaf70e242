/** Prices and discounts, without zod so the browser's first bundle stays small (the schema is in product.ts). */
export const discountTypes = ['percentage', 'fixed'] as const;
export interface Discount {
  type: (typeof discountTypes)[number];
  value: number;
}

/** Euros (as the API shows them) to integer cents, rounding half up. */
export function toCents(euros: number): number {
  return Math.round((euros + Number.EPSILON) * 100);
}

/** Integer cents to euros with 2 decimals, as the API answers. */
export function toEuros(cents: number): number {
  return cents / 100;
}

/**
 * The price after discount, in cents. A discount applies only when its value is above 0:
 * percentage gives price × (1 − value/100), fixed subtracts the value. Rounds half up and never
 * goes below 0.
 */
export function discountedPriceCents(priceCents: number, discount: Discount | null | undefined): number {
  if (!discount || !(discount.value > 0)) return priceCents;
  const result =
    discount.type === 'percentage'
      ? Math.floor(priceCents * (1 - discount.value / 100) + 0.5 + 1e-9)
      : priceCents - toCents(discount.value);
  return Math.max(0, result);
}

export function hasDiscount(discount: Discount | null | undefined): discount is Discount {
  return Boolean(discount && discount.value > 0);
}

/** Made at its first use, not when the module loads: making one costs a phone tens of milliseconds. */
let euroFormatter: Intl.NumberFormat | undefined;

/** '€ 12,50' */
export function formatEuro(euros: number): string {
  euroFormatter ??= new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
  return euroFormatter.format(euros);
}

export function formatCents(cents: number): string {
  return formatEuro(toEuros(cents));
}

/** Unit price × quantity, in euros, computed in cents (a cart line, an order line). */
export function lineTotal(unitPrice: number, quantity: number): number {
  return toEuros(toCents(unitPrice) * quantity);
}

/** The sum of the lines' totals, in euros, computed in cents. */
export function linesTotal(lines: readonly { price: number; quantity: number }[]): number {
  return toEuros(lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0));
}
