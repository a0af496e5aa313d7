import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.js';
import { screen } from './screens.js';

// The accessibility sweep's steps (tests/accessibility/).
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };
/**
 * axe at 1280 px, then the window narrowed to 390 px and axe again, as someone who resizes would see
 * it. `ready` says the page has loaded what it shows; it runs again at the new width.
 */
export async function sweep(
  page: Page,
  name: string,
  ready: () => Promise<void> = async () => undefined,
): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await ready();
  await expectNoSeriousViolations(page, `${name} at 1280 px`);
  await page.setViewportSize(PHONE);
  await ready();
  await expectNoSeriousViolations(page, `${name} at 390 px`);
  await screen(page, name.replace(/[^a-z\d]+/gi, '-'));
}

/** Opens `path` and sweeps it once `ready` holds (by default: a first heading). */
export async function sweepPath(page: Page, path: string, ready?: () => Promise<void>): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await page.goto(path);
  await sweep(page, path, ready ?? (() => expect(page.getByRole('heading').first()).toBeVisible()));
}

export const visible = (locator: Locator) => () => expect(locator).toBeVisible();
export const h1 = (page: Page, name?: string | RegExp) =>
  visible(page.getByRole('heading', { level: 1, ...(name ? { name } : {}) }));
export const results = (page: Page) =>
  page.getByRole('region', { name: /compan(y|ies)$/ }).getByRole('heading', { level: 3 });

export async function expectFitsPhone(page: Page, name: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${name} is wider than the window`).toBeLessThanOrEqual(PHONE.width);
}
