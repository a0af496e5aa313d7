import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { graphqlAs } from '../support/graphql.js';

// Spec §2's route table, each route opened by a persona allowed to see it: every one renders a
// page of its own (a main heading, no error or denial screen). The features' own specs click
// through them; this one holds that no route is left unbuilt.
const VISITOR_ROUTES = [
  '/',
  '/login',
  '/register',
  '/register-success-sponsor',
  '/register-success-partner',
  '/forgot-password',
  '/404',
  '/companies',
  '/companies/meridian-clinical-research',
  '/search',
  '/requests',
  '/capability',
  '/challenges',
  '/meetups',
  '/summaries',
  '/summaries/reports/request-activity',
  '/commons',
  '/commons/guides',
  '/commons/experts',
  '/engagement-info',
  '/faq',
  '/matchmaking',
  '/resources',
  '/subscriptions',
  '/privacy-policy',
  '/terms',
  '/contact-us',
];

const COMPANY_ADMIN_ROUTES = [
  '/companies/helixa-biotherapeutics/edit',
  '/companies/helixa-biotherapeutics/looking-for',
  '/compare',
  '/dashboard',
  '/dashboard/manage-members',
  '/dashboard/manage-reviews',
  '/dashboard/documents',
  '/dashboard/documents/upload',
  '/dashboard/documents/templates',
  '/dashboard/member',
  '/dashboard/watchlist',
  '/dashboard/contracted-partners',
  '/dashboard/inbox',
  '/dashboard/company-inbox',
  '/dashboard/looking-for',
  '/dashboard/rewards',
  '/dashboard/subscription',
  '/dashboard/subscription?billing=true',
  '/dashboard/subscription/history',
  '/my-account',
];

const REFUSALS = [
  'This section is not available yet.',
  "You don't have permissions to access this page",
  'To access the page you need to be logged in',
  'Something went wrong.',
];

async function expectRealPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  for (const text of REFUSALS) await expect(page.getByText(text), `${path}: ${text}`).toHaveCount(0);
}

test.describe("spec §2's routes", () => {
  test.slow();

  test('every public route renders its page for a visitor', async ({ pageAs }) => {
    const page = await pageAs(null);
    for (const path of VISITOR_ROUTES) await expectRealPage(page, path);
  });

  test("every member route renders its page for Helixa's company admin, and vendors' capability", async ({
    pageAs,
  }) => {
    const { contractedPartners } = await graphqlAs<{ contractedPartners: { items: { id: string }[] } }>(
      'sponsor.admin@demo.test',
      '{ contractedPartners(size: 1) { items { id } } }',
    );
    const partner = contractedPartners.items[0];
    expect(partner, 'a demo contracted partner of Helixa').toBeDefined();
    const page = await pageAs('sponsor.admin@demo.test');
    for (const path of [...COMPANY_ADMIN_ROUTES, `/dashboard/contracted-partners/details/${partner?.id}`])
      await expectRealPage(page, path);
    const vendor = await pageAs('vendor.admin@demo.test');
    await expectRealPage(vendor, '/dashboard/capability');
  });
});
