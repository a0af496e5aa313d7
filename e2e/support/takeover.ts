import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Waits until the app has rendered over a prerendered page (web/build/prerender.ts serves `/`,
 * `/login`, `/search` and `/subscriptions` as static HTML, `inert` until then). Assertions retry
 * through the swap; a one-shot read such as `boundingBox()` does not: it can measure an element
 * the app's first render is replacing, and get `null`. Settles at once on other pages.
 */
export async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('inert', '', { timeout: 30_000 });
}
