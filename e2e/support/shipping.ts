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
}

/** The steady method as GET /api/shipping/methods answers it. */
export async function steadyShipping(
  request: APIRequestContext,
  country: 'NL' | 'BE',
): Promise<ShippingMethodSeen> {
  const response = await request.get(`/api/shipping/methods?country=${country}`);
  expect(response.ok()).toBe(true);
  const method = ((await response.json()) as ShippingMethodSeen[]).find(
    ({ name }) => name === STEADY_SHIPPING,
  );
  if (!method) throw new Error(`the demo shop ships with ${STEADY_SHIPPING} to ${country}`);
  return method;
}
