import type { Locator, Page } from '@playwright/test';

/** The one modal dialog the shell may show (spec §4: one at a time). */
export function modal(page: Page): Locator {
  return page.getByRole('dialog');
}
