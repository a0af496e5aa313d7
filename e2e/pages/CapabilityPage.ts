import { expect, type Page } from '@playwright/test';

/** Picks a value of one of the searchable multi-selects (services, areas, regions). */
export async function pickReference(page: Page, list: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: list }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('button', { name: `Remove ${option}` })).toBeVisible();
  await page.keyboard.press('Escape');
}

/** On /dashboard/capability: writes and publishes an alert offering `service`. */
export async function publishAlert(page: Page, alert: { title: string; description: string; service: string }) {
  await page.getByRole('button', { name: 'Write an alert' }).click();
  const form = page.getByRole('form', { name: 'New capability alert' });
  await form.getByRole('textbox', { name: 'Title' }).fill(alert.title);
  await form.getByRole('textbox', { name: 'Description' }).fill(alert.description);
  await pickReference(page, 'Services', alert.service);
  await form.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(form).toBeHidden();
}

/** The card of an alert on /capability, found by the search box (the list is shared by every test). */
export async function findAlertCard(page: Page, title: string) {
  await page.goto(`/capability?q=${encodeURIComponent(title)}`);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  return card;
}
