import { expect, test } from '../support/fixtures.js';
import { graphql } from '../support/graphql.js';

// vendor.admin edits Meridian; nothing here is saved (company-edit.spec.ts owns Meridian's saved values).
const ALIAS = 'meridian-clinical-research';

test.use({ viewport: { width: 390, height: 844 }, persona: 'vendor.admin@demo.test' });

test('a long company name shows its counter near the limit, and the api refuses 151 characters with the field message', async ({
  page,
}) => {
  await page.goto(`/companies/${ALIAS}/edit`);
  const name = page.getByLabel('Company name');
  await expect(name).toHaveValue('Meridian Clinical Research');
  await expect(page.getByText(/ \/ 150$/)).toHaveCount(0);

  await name.fill('M'.repeat(142));
  await expect(page.getByText('142 / 150')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/company-name-counter-390.png' });
  // Nothing typed is cut: the 151st character stays, and the field says what is wrong.
  await name.fill('M'.repeat(151));
  await expect(name).toHaveValue('M'.repeat(151));
  await expect(page.getByText('151 / 150')).toBeVisible();
  await expect(page.getByText('Company name must be at most 150 characters.').first()).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  // The page does not grow sideways at 390 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Whatever a client sends, the api refuses 151 characters with a message on the field, and stores nothing.
  const { company } = await graphql<{ company: Record<string, unknown> & { id: string; version: number } }>(
    page.request,
    `
      query ($alias: String!) {
        company(alias: $alias) {
          id
          version
          name
          description
          website
          employeesBand
          headquarters {
            country {
              id
            }
            state
            city
          }
          services {
            id
          }
          products {
            id
          }
          therapeuticAreas {
            id
          }
          indications {
            id
          }
          modalities {
            id
          }
          regions {
            id
          }
          keyServices {
            id
          }
          series {
            id
          }
          minorityOwned
          womenOwned
          disabilityOwned
          auditedByFda
          siteType
          patientCareSettings
        }
      }
    `,
    { alias: ALIAS },
  );
  const ids = (key: string) => (company[key] as { id: string }[]).map((item) => item.id);
  const headquarters = company.headquarters as {
    country: { id: string } | null;
    state: string | null;
    city: string | null;
  };
  const input = {
    id: company.id,
    version: company.version,
    name: 'M'.repeat(151),
    description: company.description,
    website: company.website,
    hqCountryId: headquarters.country?.id ?? null,
    hqState: headquarters.state,
    hqCity: headquarters.city,
    employeesBand: company.employeesBand,
    serviceIds: ids('services'),
    productIds: ids('products'),
    therapeuticAreaIds: ids('therapeuticAreas'),
    indicationIds: ids('indications'),
    modalityIds: ids('modalities'),
    regionIds: ids('regions'),
    keyServiceIds: ids('keyServices'),
    seriesIds: ids('series'),
    minorityOwned: company.minorityOwned,
    womenOwned: company.womenOwned,
    disabilityOwned: company.disabilityOwned,
    auditedByFda: company.auditedByFda,
    siteType: company.siteType,
    patientCareSettings: company.patientCareSettings,
  };
  const answer = await graphql<{ updateCompany: { company: unknown; errors: unknown[] } }>(
    page.request,
    'mutation($input: UpdateCompanyInput!) { updateCompany(input: $input) { company { id } errors { code field message } } }',
    { input },
  );
  expect(answer.updateCompany).toEqual({
    company: null,
    errors: [{ code: 'BAD_USER_INPUT', field: 'name', message: 'name must be at most 150 characters' }],
  });
  const after = await graphql<{ company: { name: string; version: number } }>(
    page.request,
    'query($alias: String!) { company(alias: $alias) { name version } }',
    { alias: ALIAS },
  );
  expect(after.company).toEqual({ name: 'Meridian Clinical Research', version: company.version });
});
