import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type AxeCore from 'axe-core';

/** axe-core's browser build, read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe into the page once per document. Evaluated through Playwright, so the app's CSP does
 * not apply. (@axe-core/playwright evaluated its ~550 KB twice for every run, 0.1-0.2 s each here.)
 */
async function injectAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
}

/**
 * Runs axe once the page is still: a dialog fading in is measured mid-animation otherwise, and
 * its half-transparent text then fails colour contrast at random.
 */
export async function expectNoSeriousViolations(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await injectAxe(page);
  // axe.run in the page itself (the app has no frames to merge results from), reporting only
  // violations: axe then skips building the details of every rule that passed.
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const results: AxeCore.AxeResults = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${name}: ${v.id} (${v.impact}) ${v.targets.join(', ')}`)).toEqual([]);
}
