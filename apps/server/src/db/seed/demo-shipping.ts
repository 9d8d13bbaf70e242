import type { ShippingMethodData } from '@shop/shared/shipping';

/**
 * The demo shop's shipping methods, amounts in euros as an admin would type them: a letterbox
 * parcel for small orders, a parcel (free in the Netherlands from € 40) and a pickup point.
 */
export const demoShippingMethods: ShippingMethodData[] = [
  {
    name: 'PostNL brievenbus',
    carrier: 'PostNL',
    countries: ['NL'],
    price: 4.25,
    freeAbove: null,
    maxOrder: 25,
    deliveryEstimate: '1-2 werkdagen',
    isActive: true,
  },
  {
    name: 'PostNL pakket',
    carrier: 'PostNL',
    countries: ['NL'],
    price: 6.95,
    freeAbove: 40,
    maxOrder: null,
    deliveryEstimate: '1 werkdag',
    isActive: true,
  },
  {
    name: 'PostNL pakket',
    carrier: 'PostNL',
    countries: ['BE'],
    price: 9.95,
    freeAbove: null,
    maxOrder: null,
    deliveryEstimate: '2-3 werkdagen',
    isActive: true,
  },
  {
    name: 'DHL afhaalpunt',
    carrier: 'DHL',
    countries: ['NL', 'BE'],
    price: 4.95,
    freeAbove: null,
    maxOrder: null,
    deliveryEstimate: '1-3 werkdagen',
    isActive: true,
  },
];
