/**
 * axe-core in the e2e suite: `checkA11y(page)` runs every axe rule (all impacts, the WCAG A/AA
 * rules and the best practices; experimental rules stay off, as axe ships them) on the page as it
 * is now and returns the violations as one line each (`rule (impact): target, …`).
 *
 * The pages run under a strict Content-Security-Policy (no inline scripts, no eval), so axe is not
 * added as a `<script>`: its source is run with `page.evaluate(source)`, which Playwright sends
 * through the DevTools protocol (Runtime.evaluate), where the page's policy does not apply. The
 * page is the very page under test, with its policy in force; the suite's policy watch
 * (browser.ts) still records any violation the page itself makes while axe runs.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: unknown[] }[];
}

/** Runs axe-core on `page`; returns one line per violated rule (empty when the page is clean). */
export async function checkA11y(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: unknown[] }> } })
      .axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations as AxeViolation[];
  });
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.map(String).join(' ')).join(', ')}`,
  );
}
