import { expect, test, type Browser, type Page } from '@playwright/test';
import { graphql } from '../support/graphql.js';
import { startOwnProduct, type OwnProduct } from '../support/ownProduct.js';
import { signInThroughApi } from '../support/sessions.js';

// Screenshot comparisons of the screens a buyer judges first, at a desktop and a phone width.
// They run against a product of their own, started at a fixed instant (CLOCK_START): the demo
// data is seeded from a fixed seed, so every date, count and name on these screens is the same
// on every run, and nothing the other specs do reaches it. The browser's clock is fixed too.
// After a deliberate change of these screens: `npx playwright test tests/visual.spec.ts
// --update-snapshots`, then look at every new image before committing it.
const CLOCK_START = '2026-03-02T10:00:00Z';
const WIDTHS = [1280, 390] as const;
const PERSONA = 'sponsor.admin@demo.test';
const PROFILE = '/companies/helixa-biotherapeutics';
const COMPARED = ['/companies/meridian-clinical-research', '/companies/lakeshore-research-institute', PROFILE];

let product: OwnProduct;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  product = await startOwnProduct({ env: { CLOCK_START } });
});

test.afterAll(async () => {
  await product?.stop();
  product?.remove();
});

async function openPage(browser: Browser, width: number, signedIn: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL: product.bffUrl, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(CLOCK_START));
  // Through GraphQL, as the login page signs in (its product is not the one the saved sessions are of).
  if (signedIn) await signInThroughApi(context.request, PERSONA);
  return page;
}

/** Opens `path` and waits until the page and everything it asked for have arrived. */
async function settle(page: Page, path: string, ready: () => Promise<void>): Promise<void> {
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  // Web fonts and images: a screenshot must not race them. A full-page screenshot does not scroll,
  // so lazy images below the fold are asked for now (else they would never load).
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images, (image) => {
        image.loading = 'eager';
        return image.complete
          ? undefined
          : new Promise((done) => {
              image.addEventListener('load', done, { once: true });
              image.addEventListener('error', done, { once: true });
            });
      }),
    );
  });
}

const heading = (page: Page) => () => expect(page.getByRole('heading', { level: 1 })).toBeVisible();

for (const width of WIDTHS) {
  test(`signed out at ${width} px: home, search and a profile's preview`, async ({ browser }) => {
    const page = await openPage(browser, width, false);
    await settle(page, '/', heading(page));
    await expect(page).toHaveScreenshot(`home-${width}.png`, { fullPage: true });
    await settle(page, '/search?searchString=oncology', () =>
      expect(page.getByRole('region', { name: /compan(y|ies)$/ })).toBeVisible(),
    );
    await expect(page).toHaveScreenshot(`search-visitor-${width}.png`, { fullPage: true });
    await page.context().close();
  });
}

test('signed in: dashboard, search, profile, compare and my subscription at both widths', async ({ browser }) => {
  test.setTimeout(180_000);
  // The dashboard first, before any profile is opened (it lists recently viewed companies).
  for (const width of WIDTHS) {
    const page = await openPage(browser, width, true);
    await settle(page, '/dashboard', heading(page));
    await expect(page).toHaveScreenshot(`dashboard-${width}.png`, { fullPage: true });
    await page.context().close();
  }
  // The three profiles viewed and added to the compare list, in this order, through the api (as
  // their pages would: tests/compare.spec.ts adds by clicking).
  const page = await openPage(browser, WIDTHS[0], true);
  for (const path of COMPARED) {
    const alias = path.replace('/companies/', '');
    const { company } = await graphql<{ company: { id: string } }>(
      page.request,
      'query($alias: String!) { company(alias: $alias) { id } }',
      { alias },
    );
    await graphql(page.request, 'mutation($id: ID!) { recordCompanyView(companyId: $id) }', { id: company.id });
    await graphql(page.request, 'mutation($id: ID!) { addToCompareList(companyId: $id) { errors { message } } }', {
      id: company.id,
    });
  }
  await page.context().close();
  for (const width of WIDTHS) {
    const shot = await openPage(browser, width, true);
    await settle(shot, '/search?searchString=oncology', () =>
      expect(shot.getByRole('region', { name: /compan(y|ies)$/ })).toBeVisible(),
    );
    await expect(shot).toHaveScreenshot(`search-${width}.png`, { fullPage: true });
    await settle(shot, PROFILE, heading(shot));
    await expect(shot).toHaveScreenshot(`profile-${width}.png`, { fullPage: true });
    await settle(shot, '/compare', () =>
      expect(shot.getByRole('table', { name: 'Companies side by side' })).toBeVisible(),
    );
    await expect(shot).toHaveScreenshot(`compare-${width}.png`, { fullPage: true });
    await settle(shot, '/dashboard/subscription', heading(shot));
    await expect(shot).toHaveScreenshot(`my-subscription-${width}.png`, { fullPage: true });
    await shot.context().close();
  }
});
