import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's violations on the page as it is now (every rule: WCAG 2.2 A and AA, best practices). */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}
