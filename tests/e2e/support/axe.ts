import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core's own source, from the axe-core that @axe-core/playwright loads: the same version
 * runs either way.
 */
const axeSource = (
  createRequire(import.meta.resolve('@axe-core/playwright'))('axe-core') as { source: string }
).source;

interface AxeViolation {
  id: string;
  impact?: string | null;
  nodes: { target: unknown[] }[];
}

declare global {
  interface Window {
    axe?: {
      run(
        context: Document | { include: string[][] },
        options: object,
      ): Promise<{ violations: AxeViolation[] }>;
    };
  }
}

/**
 * The one axe scan of the browser suites: axe's violations on the page as it is now, every rule
 * axe runs by default (WCAG 2.2 A and AA, best practices; as `new AxeBuilder({ page }).analyze()`),
 * within `include` (a selector) where given. axe is put into the document once and run there, in
 * a few hundred milliseconds: AxeBuilder injects its half-megabyte source on every call, then
 * opens a blank page to put the results together, which made up most of a page's scan (0.55 to
 * 0.7 s against 0.06 to 0.11 s on the sign-in and registration pages, 29 November 2026).
 * `resultTypes` keeps every rule and every violating node; only the passes are not listed node by
 * node. A page with frames (a signed-in page's session check) is scanned by AxeBuilder, which
 * reaches into them.
 */
export async function axeViolations(page: Page, { include }: { include?: string } = {}) {
  let violations: AxeViolation[];
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page });
    violations = (await (include ? builder.include(include) : builder).analyze()).violations;
  } else {
    // As a string, like AxeBuilder's: evaluated by the browser's tools, past the page's CSP.
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
    violations = await page.evaluate(
      async (selector) =>
        (
          await window.axe!.run(selector ? { include: [[selector]] } : document, {
            resultTypes: ['violations'],
          })
        ).violations,
      include,
    );
  }
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}
