import { expect, type Locator, type Page } from '@playwright/test';

/** The one modal dialog the shell may show (spec §4: one at a time). */
export function modal(page: Page): Locator {
  return page.getByRole('dialog');
}

/** Closes the modal the session start may open (e.g. the free-trial reminder), if one opens. */
export async function dismissModal(page: Page): Promise<void> {
  const dialog = modal(page);
  const opened = await dialog.waitFor({ state: 'visible', timeout: 1_500 }).then(
    () => true,
    () => false,
  );
  if (opened) {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
}
