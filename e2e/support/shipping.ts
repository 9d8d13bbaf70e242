import { type APIRequestContext, expect } from '@playwright/test';

/**
 * The demo shop's 'DHL afhaalpunt' (the Netherlands and Belgium, any amount): the method a journey
 * checks out with when it is not about shipping, since no journey changes it (shipping.spec.ts
 * adds a cheaper one for a while and deletes it again).
 */
export const STEADY_SHIPPING = 'DHL afhaalpunt';

export interface ShippingMethodSeen {
  _id: string;
  name: string;
  price: number;
  /** From this order total on the method costs nothing; null: never free. */
  freeAbove: number | null;
}

/** The active method of this name to `country`, as GET /api/shipping/methods answers it. */
export async function shippingMethod(
  request: APIRequestContext,
  country: 'NL' | 'BE',
  name: string,
): Promise<ShippingMethodSeen> {
  const response = await request.get(`/api/shipping/methods?country=${country}`);
  expect(response.ok()).toBe(true);
  const method = ((await response.json()) as ShippingMethodSeen[]).find(
    (candidate) => candidate.name === name,
  );
  if (!method) throw new Error(`the demo shop ships with ${name} to ${country}`);
  return method;
}

/** The steady method as GET /api/shipping/methods answers it. */
export const steadyShipping = (request: APIRequestContext, country: 'NL' | 'BE') =>
  shippingMethod(request, country, STEADY_SHIPPING);
