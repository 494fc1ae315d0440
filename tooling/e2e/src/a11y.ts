// axe-core in the page: the serious and critical violations, as 'rule: selectors' lines.
import axe from 'axe-core';
import type { Page } from 'playwright-core';

export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated by the test driver, not added as an inline script: the shop's CSP rightly blocks those.
  await page.evaluate(axe.source);
  const result = await page.evaluate(async () => {
    const run = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return run.run(document, { resultTypes: ['violations'] });
  });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
