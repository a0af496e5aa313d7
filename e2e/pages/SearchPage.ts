import { expect, type Locator, type Page } from '@playwright/test';

/** Opens /search (the specs use it signed in as sponsor.admin, who only reads there). */
export async function openSearch(page: Page): Promise<void> {
  await page.goto('/search');
  await expect(page.getByRole('heading', { name: 'Search companies', level: 1 })).toBeVisible();
}

/** The results heading, e.g. "120 companies". */
export function resultCount(page: Page): Locator {
  return page.getByRole('heading', { level: 2, name: /^[\d,]+ compan(y|ies)$/ });
}

export async function countOf(page: Page): Promise<number> {
  const text = (await resultCount(page).textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

/** The number a facet option shows after its label, e.g. "Clinical Trial Sponsor (46)" → 46. */
export async function facetCount(option: Locator): Promise<number> {
  const label = await option.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '');
  const count = /\(([\d,]+)\)\s*$/.exec(label)?.[1];
  expect(count, `a count in "${label}"`).toBeDefined();
  return Number(count?.replace(/,/g, ''));
}

/** The names on the current page of results, in order. */
export function resultNames(page: Page): Promise<string[]> {
  return page
    .getByRole('region', { name: /compan(y|ies)$/ })
    .getByRole('heading', { level: 3 })
    .allTextContents();
}

export async function expectCount(page: Page, count: number): Promise<void> {
  await expect(resultCount(page)).toHaveText(
    `${count.toLocaleString('en-US')} ${count === 1 ? 'company' : 'companies'}`,
  );
}
