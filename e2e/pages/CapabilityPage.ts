import { expect, type Locator, type Page } from '@playwright/test';

/** Picks a value of one of the searchable multi-selects (services, areas, regions). */
export async function pickReference(page: Page, list: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: list }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('button', { name: `Remove ${option}` })).toBeVisible();
  await page.keyboard.press('Escape');
}

/** On /dashboard/capability: writes an alert offering `service`, published or kept as a draft. */
export async function writeAlert(
  page: Page,
  alert: { title: string; description: string; service: string },
  publish: boolean,
): Promise<void> {
  await page.getByRole('button', { name: 'Write an alert' }).click();
  const form = page.getByRole('form', { name: 'New capability alert' });
  await form.getByRole('textbox', { name: 'Title' }).fill(alert.title);
  await form.getByRole('textbox', { name: 'Description' }).fill(alert.description);
  await pickReference(page, 'Services', alert.service);
  await form.getByRole('button', { name: publish ? 'Publish' : 'Save as draft', exact: true }).click();
  await expect(form).toBeHidden();
}

/** On /dashboard/capability: the company's row of the alert titled `title`. */
export function alertRow(page: Page, title: string): Locator {
  return page
    .getByRole('list', { name: 'Your capability alerts' })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });
}

/** The card of an alert on /capability, found by the search box (the list is shared by every test). */
export async function findAlertCard(page: Page, title: string) {
  await page.goto(`/capability?q=${encodeURIComponent(title)}`);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  return card;
}
