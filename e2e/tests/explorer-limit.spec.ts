import { expect, test } from '../support/fixtures.js';
import { graphql } from '../support/graphql.js';

// site.admin is on Explorer (README "Demo accounts"); its compare list is this spec's own.
const email = 'site.admin@demo.test';
const CLEAR = 'mutation { clearCompareList { errors { message } } }';

interface Catalog {
  subscriptionCatalog: { explorer: { includes: string[]; limits: string[] }; innovator: { includes: string[] } };
}

test.describe("Explorer's limit (spec §1: freemium, limited)", () => {
  test.use({ persona: email });

  test('compares two companies, and the third opens the upgrade with the api’s words and a one-time trial extension', async ({
    page,
  }) => {
    await graphql(page.request, CLEAR);
    try {
      const { subscriptionCatalog: catalog } = await graphql<Catalog>(
        page.request,
        '{ subscriptionCatalog { explorer { includes limits } innovator { includes } } }',
      );

      await page.goto('/search?searchString=oncology&sort=ALPHABETICALLY');
      const results = page.getByRole('region', { name: /compan(y|ies)$/ }).getByRole('heading', { level: 3 });
      await expect(results.nth(2)).toBeVisible();
      const [first, second, third] = (await results.allTextContents()).slice(0, 3) as [string, string, string];
      for (const name of [first, second]) {
        await page.getByRole('button', { name: `Add to compare: ${name}` }).click();
        await expect(page.getByRole('button', { name: `Remove from compare: ${name}` })).toBeVisible();
      }

      // The third is refused by the api (EXPLORER_LIMIT); spec §4's Explorer modal says why in its words.
      await page.getByRole('button', { name: `Add to compare: ${third}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Upgrade to Innovator' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(
        'Explorer compares up to 2 companies at a time. Upgrade to Innovator to compare up to 4.',
      );
      await expect(dialog.getByRole('listitem')).toHaveText(catalog.innovator.includes);
      await expect(dialog.getByRole('link', { name: 'Request a free trial extension' })).toHaveAttribute(
        'href',
        /^mailto:[^?]+\?subject=Free%20trial%20extension%20request/,
      );
      await page.screenshot({ path: 'test-results/screens/explorer-limit.png' });

      // Upgrade leads to the subscription details, where the Explorer notice repeats the limit.
      await dialog.getByRole('button', { name: 'Upgrade' }).click();
      await expect(page).toHaveURL(/\/dashboard\/subscription$/);
      await expect(page.getByText(catalog.explorer.limits.join(' '))).toBeVisible();

      await page.goto('/compare');
      await expect(page.getByText('2 of 2 companies in your compare list.')).toBeVisible();
      // The api refuses it whatever the client does: a third add answers the typed user error.
      const companies = await graphql<{ searchCompanies: { items: { company: { id: string; name: string } }[] } }>(
        page.request,
        'query($input: CompanySearchInput!) { searchCompanies(input: $input) { items { company { id name } } } }',
        { input: { searchString: third } },
      );
      const thirdId = companies.searchCompanies.items.find((item) => item.company.name === third)?.company.id;
      const refused = await graphql<{ addToCompareList: { errors: { code: string; field: string | null }[] } }>(
        page.request,
        'mutation($id: ID!) { addToCompareList(companyId: $id) { errors { code field message } } }',
        { id: thirdId },
      );
      expect(refused.addToCompareList.errors).toEqual([
        expect.objectContaining({ code: 'EXPLORER_LIMIT', field: 'companyId' }),
      ]);
    } finally {
      await graphql(page.request, CLEAR);
    }
  });
});
