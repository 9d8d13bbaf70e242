import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe (WCAG 2.1 A and AA rules) on the page as it stands, or on the part `include` selects,
 * and fails on any serious or critical finding, naming the rule and the elements it found. With
 * them the rule axe still calls experimental that a control's name contains the text it shows
 * (WCAG 2.5.3, label in name): 'Verwijderen: Gel Citrus', not 'Verwijder Gel Citrus'.
 */
export async function expectNoSeriousAxeFindings(page: Page, { include }: { include?: string } = {}) {
  const builder = new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`).join(', ')}`,
    );
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}
