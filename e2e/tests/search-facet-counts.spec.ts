import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { countOf, expectCount, facetCount, openSearch } from '../pages/SearchPage.js';

// A count next to a filter value promises the number of results that value gives. A client cache
// that merged facet values by their id once showed another facet's count (Services showed
// "Clinical Monitoring (201)" where ticking it gave 70): this holds what the page shows against
// what the api then answers, for values of every facet, under several searches.

/** Facets whose values are checkboxes: two values of each are tried. */
const CHECKBOX_FACETS = ['Business type', 'Services', 'Products', 'Therapeutic areas', 'Regions', 'Company size'];

/**
 * Up to `n` values of a facet that show a count above zero, when nothing of the facet is ticked
 * yet. (Values of one facet are OR-ed: once one is ticked, ticking another adds its companies to
 * the results, which search.spec.ts holds; the count itself is still under the other filters.)
 */
async function sample(page: Page, facet: string, n: number): Promise<string[]> {
  const group = page.getByRole('group', { name: facet });
  if ((await group.getByRole('checkbox', { checked: true }).count()) > 0) return [];
  const boxes = group.getByRole('checkbox', { name: /\([\d,]+\)$/ });
  const names: string[] = [];
  for (const box of await boxes.all()) {
    if (names.length === n) break;
    if ((await box.isChecked()) || (await facetCount(box)) === 0) continue;
    names.push(await labelOf(box));
  }
  return names;
}

/**
 * Ticks a facet box, again if the page re-rendered its group under the click (the previous
 * filter's answer arriving): a forced click then missed and the box stayed as it was.
 */
async function tick(box: Locator): Promise<void> {
  await expect(async () => {
    await box.check({ force: true });
    await expect(box).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

const labelOf = (box: Locator) =>
  box.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? '');

/** The country select's options that show a count above zero: [value, count]. */
async function countries(page: Page, n: number): Promise<[string, number][]> {
  const options = await page
    .getByLabel('Country', { exact: true })
    .locator('option')
    .evaluateAll((all) => all.map((o) => [(o as HTMLOptionElement).value, o.textContent ?? ''] as const));
  return options
    .map(
      ([value, text]) => [value, Number(/\(([\d,]+)\)$/.exec(text)?.[1]?.replace(/,/g, '') ?? '0')] as [string, number],
    )
    .filter(([value, count]) => value !== '' && count > 0)
    .slice(0, n);
}

/**
 * Every sampled value, from the search at `start`: the count shown equals the results after ticking
 * it. Each value is unticked again in the page (no reload), which must bring back the first count.
 */
async function holdCounts(page: Page, start: string): Promise<number> {
  await page.goto(start);
  await expect(page.getByRole('heading', { level: 2, name: /compan(y|ies)$/ })).toBeVisible();
  const base = await countOf(page);
  let checked = 0;
  for (const facet of CHECKBOX_FACETS) {
    for (const name of await sample(page, facet, 2)) {
      const box = page.getByRole('group', { name: facet }).getByRole('checkbox', { name, exact: true });
      const shown = await facetCount(box);
      await box.check({ force: true });
      await expectCount(page, shown);
      checked += 1;
      await page.getByRole('group', { name: facet }).getByRole('checkbox', { checked: true }).uncheck({ force: true });
      await expectCount(page, base);
    }
  }
  for (const [value, shown] of await countries(page, 2)) {
    await page.getByLabel('Country', { exact: true }).selectOption(value);
    await expectCount(page, shown);
    checked += 1;
    await page.getByLabel('Country', { exact: true }).selectOption('');
    await expectCount(page, base);
  }
  return checked;
}

test.describe('search facet counts', () => {
  test.use({ persona: 'sponsor.admin@demo.test' });

  test('every count shown is the number of results its value gives, under several searches', async ({ page }) => {
    test.setTimeout(180_000);
    await openSearch(page);
    const everything = await countOf(page);
    expect(everything).toBeGreaterThan(100);
    expect(await holdCounts(page, '/search')).toBeGreaterThanOrEqual(10);

    // A text search, then a text search narrowed by a business type and a region.
    expect(await holdCounts(page, '/search?searchString=clinical')).toBeGreaterThanOrEqual(10);
    await page.goto('/search?searchString=clinical');
    await tick(page.getByRole('group', { name: 'Business type' }).getByRole('checkbox', { name: /^CRO \(/ }));
    await tick(page.getByRole('group', { name: 'Regions' }).getByRole('checkbox', { name: /^Europe \(/ }));
    await expect(page).toHaveURL(/regionsIds=/);
    expect(await holdCounts(page, page.url())).toBeGreaterThanOrEqual(6);
  });
});
