import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe once the page is still: a dialog fading in is measured mid-animation otherwise, and
 * its half-transparent text then fails colour contrast at random.
 */
export async function expectNoSeriousViolations(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  // Only violations are read: axe then skips building the details of every rule that passed.
  // Legacy mode runs axe in the page itself, where the default opens a blank page for every run to
  // merge the frames' results: the app has no frames, and a run took half the time (0.6 to 2.1 s
  // instead of 1.3 to 4.9 s).
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${name}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
