import { expect, type Page } from '@playwright/test';

/**
 * Reloads `page` until `look` passes, for what another process writes a moment later (a page
 * view, a mail sent by the queue, an order's status). Each time it waits for the page's own list
 * to answer (`listPath`, the API path it asks) before looking: on a busy machine a reload alone can
 * take longer than a look is given, and the answer would be thrown away by the next reload.
 */
export async function reloadUntil(
  page: Page,
  listPath: string,
  look: () => Promise<void>,
  timeout = 30_000,
): Promise<void> {
  await expect(async () => {
    const listed = page.waitForResponse((answer) => new URL(answer.url()).pathname === `/api${listPath}`);
    await page.reload();
    await listed;
    await look();
  }).toPass({ timeout });
}
