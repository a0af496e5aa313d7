import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { graphql } from '../support/graphql.js';

// Read-only: sponsor.admin's subscription (Helixa, a sponsor team on the large-company code) is only looked at.
const email = 'sponsor.admin@demo.test';

const detail = (region: Locator, label: string) =>
  region.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

async function catalogOf(page: Page) {
  return graphql<{
    mySubscription: { code: string; name: string };
    subscriptionCatalog: { explorer: { name: string; includes: string[] }; innovator: { includes: string[] } };
  }>(
    page.request,
    '{ mySubscription { code name } subscriptionCatalog { explorer { name includes } innovator { includes } } }',
  );
}

test.use({ persona: email });

test('every screen names a plan and what it includes as the api does', async ({ page, pageAs }) => {
  const { mySubscription, subscriptionCatalog } = await catalogOf(page);
  // Spec §9 sells one sponsor team plan, "(unlimited users)"; the sized code names it the same.
  expect(mySubscription).toEqual({
    code: 'INNOVATOR_SPONSOR_TEAM_LARGE',
    name: 'Innovator for sponsor teams (unlimited users)',
  });
  const { name } = mySubscription;

  await page.goto('/dashboard');
  await expect(detail(page.getByRole('region', { name: 'Your subscription' }), 'Plan')).toHaveText(name);

  await page.goto('/dashboard/subscription');
  await expect(detail(page.getByRole('region', { name: 'Your plan' }), 'Plan')).toHaveText(name);

  await page.goto('/dashboard/subscription/history');
  const descriptions = page.getByRole('cell', {
    name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}, (yearly|monthly)$`),
  });
  await expect(descriptions.first()).toBeVisible();

  await page.goto('/subscriptions');
  const current = page.getByRole('article', { name });
  await expect(current).toContainText('Your current plan');
  await expect(current.getByRole('listitem')).toHaveText(subscriptionCatalog.innovator.includes);
  const explorer = page.getByRole('article', { name: subscriptionCatalog.explorer.name });
  await expect(explorer.getByRole('listitem')).toHaveText(subscriptionCatalog.explorer.includes);

  // A visitor pricing a sponsor company reads the same name.
  const anonymous = await pageAs(null);
  await anonymous.goto('/subscriptions?companyType=SPONSOR');
  await expect(anonymous.getByRole('article', { name })).toBeVisible();
});
