import { expect, type Page } from '@playwright/test';

/**
 * Chooses a billing period on `/subscriptions#offerings`. The page is prerendered: a click that
 * lands before the app has hydrated it is the browser's alone and is lost (seen once in CI), so
 * the click is repeated until the radio reads checked, as a user would click again.
 */
export async function choosePeriod(page: Page, period: 'Monthly' | 'Yearly'): Promise<void> {
  const radio = page.getByRole('radio', { name: period });
  await expect(async () => {
    if (!(await radio.isChecked())) await page.getByText(period, { exact: true }).click();
    await expect(radio).toBeChecked({ timeout: 2_000 });
  }).toPass();
}
