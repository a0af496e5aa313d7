import { expect, test } from '../support/fixtures.js';
import { graphqlAs } from '../support/graphql.js';
import { expectCount, openSearch, resultCount } from '../pages/SearchPage.js';

// Issue 26 point 1, "filters that stick": three filters ticked 100 ms apart, faster than the page
// renders its answers, are all kept (the URL is the state, and each click composes with the ones
// before it), and the count shown is the api's for all three together.

const PERSONA = 'sponsor.member@demo.test';
const FILTERS = [
  { group: 'Business type', name: /^CRO\b/ },
  { group: 'Therapeutic areas', name: /^Oncology\b/ },
  { group: 'Regions', name: /^Europe\b/ },
];

test.use({ persona: PERSONA });

test('three filters clicked 100 ms apart are all kept, with the api’s count', async ({ page }) => {
  await openSearch(page);
  await expect(resultCount(page)).toBeVisible();
  const boxes = FILTERS.map(({ group, name }) =>
    page.getByRole('group', { name: group }).getByRole('checkbox', { name }),
  );
  for (const box of boxes) await expect(box).toBeVisible();
  // The three clicks at a person's quick pace, in the page itself: Playwright's own steps between
  // them would wait for each click to settle, which a person does not.
  const handles = await Promise.all(boxes.map((box) => box.elementHandle()));
  await page.evaluate(async (inputs) => {
    for (const input of inputs) {
      (input as HTMLInputElement | null)?.click();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, handles);

  for (const box of boxes) await expect(box).toBeChecked();
  await expect.poll(() => new URL(page.url()).searchParams.getAll('regionsIds').length).toBe(1);
  const params = new URL(page.url()).searchParams;
  const input = {
    companyRoleIds: params.getAll('companyRoleIds'),
    therapeuticAreasIds: params.getAll('therapeuticAreasIds'),
    regionsIds: params.getAll('regionsIds'),
  };
  expect([input.companyRoleIds.length, input.therapeuticAreasIds.length]).toEqual([1, 1]);
  const answer = await graphqlAs<{ searchCompanies: { totalElements: number } }>(
    PERSONA,
    'query($input: CompanySearchInput!) { searchCompanies(input: $input) { totalElements } }',
    { input },
  );
  await expectCount(page, answer.searchCompanies.totalElements);
  // Still all three once every answer has come in.
  await expect(page.getByRole('region', { name: /compan(y|ies)$/ })).toHaveAttribute('aria-busy', 'false');
  for (const box of boxes) await expect(box).toBeChecked();
});
