import { test as base, type Page } from '@playwright/test';
import { type Accounts, provideAccounts } from './accounts.ts';

/**
 * A page's app starts after its first paint (decision 031): a server-rendered page is on screen,
 * links work, but its buttons and forms answer only once React has hydrated it, which the root
 * layout marks with `html[data-hydrated]`. A person waits for a page to work before using it; the
 * journeys do too: `goto` and `reload` resolve once the app has started. A page that is not the
 * app (the payment page, an API answer) resolves as it loads.
 */
export function waitForAppOnNavigation(page: Page): Page {
  const appStarted = () =>
    page.locator('html[data-hydrated], html:not(:has(#root))').waitFor({ state: 'attached' });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await appStarted();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await appStarted();
    return response;
  };
  return page;
}

/**
 * Playwright's `test`, its `page` waiting for the app after each `goto` and `reload`, and
 * `accounts`: the customer accounts a journey makes, deleted again when it ends (support/accounts.ts).
 */
export const test = base.extend<{ accounts: Accounts }>({
  page: async ({ page }, use) => {
    await use(waitForAppOnNavigation(page));
  },
  accounts: async ({ playwright, baseURL }, use) => {
    const api = await playwright.request.newContext({ baseURL });
    try {
      await provideAccounts(api, use);
    } finally {
      await api.dispose();
    }
  },
});
