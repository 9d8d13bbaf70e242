// Mutation testing of the money path and of access control (docs/testing.md tells how to read it).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner', './scripts/stryker-logging-ignorer.mjs'],
  mutate: [
    // Checkout, orders, stock, payments and webhooks: every service and repository.
    'apps/server/src/features/checkout/checkout.service.ts',
    'apps/server/src/features/orders/orders.service.ts',
    'apps/server/src/features/orders/orders.repository.ts',
    'apps/server/src/features/orders/orders.mapper.ts',
    'apps/server/src/features/payments/stripe-client.ts',
    'apps/server/src/features/payments/session-match.ts',
    'apps/server/src/features/products/stock.repository.ts',
    'apps/server/src/features/webhooks/webhooks.service.ts',
    'apps/server/src/features/webhooks/webhooks.repository.ts',
    'apps/server/src/features/webhooks/webhooks.routes.ts',
    'apps/server/src/lib/date-range.ts',
    // Refunds, cancellations and withdrawals: what may go back, the provider's answer and events.
    'apps/server/src/features/orders/refunds.service.ts',
    'apps/server/src/features/orders/refunds.repository.ts',
    'apps/server/src/features/payments/refund-match.ts',
    'apps/server/src/features/payments/emulator-refunds.ts',
    // Invoices: their numbers, credit invoices and who may download them.
    'apps/server/src/features/invoices/invoices.service.ts',
    'apps/server/src/features/invoices/invoices.repository.ts',
    // Shipping: which methods an order may choose and what they cost it.
    'apps/server/src/features/shipping/shipping.service.ts',
    'apps/server/src/features/shipping/shipping.repository.ts:9-43', // a method's amounts, the active ones to a country
    // Prices: every change recorded, and the struck price worked out again from the history.
    'apps/server/src/features/products/products.service.ts:25-34',
    'apps/server/src/features/products/products.service.ts:104-137',
    'apps/server/src/features/products/products.repository.ts:175-201',
    // Coupon codes: the rules of a redemption and the cart's code.
    'apps/server/src/features/coupons/coupons.service.ts',
    'apps/server/src/features/checkout/cart-coupon.service.ts',
    // The cart.
    'apps/server/src/features/cart/cart.service.ts',
    'apps/server/src/features/cart/cart.repository.ts',
    'apps/server/src/features/cart/cart.mapper.ts', // the price a cart line shows
    // Who may see what: accounts, tokens and the guards.
    'apps/server/src/features/auth/auth.service.ts',
    'apps/server/src/features/auth/auth.repository.ts',
    'apps/server/src/lib/access-token.ts',
    'apps/server/src/lib/passwords.ts',
    'apps/server/src/plugins/auth.ts',
    // The shared rules: money and discounts, the cart, order states, VAT, invoices, refunds, the
    // struck price, shipping, the parcel's code and link, and coupon codes.
    'packages/shared/src/money.ts',
    'packages/shared/src/cart.ts',
    'packages/shared/src/order.ts',
    'packages/shared/src/product.ts:90-103', // the discount rules of a product
    'packages/shared/src/vat.ts',
    'packages/shared/src/invoice.ts',
    'packages/shared/src/refund.ts',
    'packages/shared/src/price-history.ts',
    'packages/shared/src/shipping.ts:111-236', // the shipping rules and the country an address names
    'packages/shared/src/shipment.ts:57-119', // the track-and-trace code and the tracking link (decision 054)
    'packages/shared/src/coupon.ts',
  ],
  // The sandbox needs the server, the shared package and their tests, not the web app or the journeys.
  ignorePatterns: [
    'apps/web',
    'e2e',
    'data',
    'bench/results',
    '.stryker-tmp*',
    'test-results',
    'playwright-report',
  ],
  ignoreStatic: true,
  ignorers: ['logging'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  incremental: true,
  incrementalFile: 'bench/stryker-incremental.json',
  thresholds: { high: 90, low: 85, break: 85 },
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: 'bench/results/mutation/index.html' },
  jsonReporter: { fileName: 'bench/results/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  timeoutMS: 20_000,
  // The first run of every test (coverage per test) on a shared 2-core machine: a limit, not a target.
  dryRunTimeoutMinutes: 20,
};
