import type { Page } from '@playwright/test';
import { CardPage } from '../../pages/CardPage.js';
import { modal } from '../../pages/Modal.js';
import { RegistrationFlow } from '../../pages/RegistrationFlow.js';
import { expectNoSeriousViolations } from '../../support/axe.js';
import { expect, test } from '../../support/fixtures.js';
import { graphql } from '../../support/graphql.js';
import { DESKTOP, expectFitsPhone, h1, PHONE, results, sweep, sweepPath, visible } from '../../support/sweep.js';

// The accessibility sweep: every page (and the dialogs and states worth a look) once at a desktop
// width and once at 390 px, with axe finding no serious or critical violation. The other specs
// check what the pages do; the narrow windows' own behaviour (drawers, lists for tables) is theirs.
const HELIXA = 'helixa-biotherapeutics';
const CLEAR_COMPARE = 'mutation { clearCompareList { errors { message } } }';
const ADD_TO_COMPARE = 'mutation($id: ID!) { addToCompareList(companyId: $id) { errors { message } } }';
const SEARCH =
  'query($input: CompanySearchInput!) { searchCompanies(input: $input) { items { company { id name } } } }';

async function companyIds(page: Page, searchString: string, size: number) {
  const { searchCompanies } = await graphql<{
    searchCompanies: { items: { company: { id: string; name: string } }[] };
  }>(page.request, SEARCH, { input: { searchString, sort: 'ALPHABETICALLY', size } });
  return searchCompanies.items.map((item) => item.company);
}

test.describe('accessibility (axe: no serious or critical violations) at 1280 and 390 px', () => {
  // Two axe runs a page, many pages a test.
  test.slow();

  test('signed-out pages and guard pages', async ({ page }) => {
    await sweepPath(page, '/', visible(page.getByTestId('home-figures-total')));
    for (const path of ['/login', '/register', '/forgot-password', '/404', '/faq', '/dashboard'])
      await sweepPath(page, path);
  });

  // (No route opens the bare "Join for Access" modal to a visitor any more: every public area
  // shows a preview with its own call to join. PlanRequired.test.tsx holds that guard.)
  test('signed out: capability alerts, a preview, the menu and the filters drawer', async ({ page }) => {
    await sweepPath(page, '/capability', visible(page.getByRole('article').first()));
    await expectFitsPhone(page, '/capability');

    // A company's preview, with its own call to join (no modal over it).
    await page.setViewportSize(DESKTOP);
    await page.goto(`/companies/${HELIXA}`);
    await sweep(page, 'company preview', h1(page, 'Helixa Biotherapeutics'));

    // The menu is a phone's (from 1279 px down).
    await page.goto('/search');
    await page.getByRole('button', { name: 'Open menu', includeHidden: true }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoSeriousViolations(page, 'visitor menu at 390 px');
    await page.keyboard.press('Escape');

    // Search's filters are a drawer on a phone.
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer.getByRole('button', { name: /^Show [\d,]+ results?$/ })).toBeVisible();
    await expectNoSeriousViolations(page, 'search filters drawer at 390 px');
  });

  test('registration steps', async ({ page }) => {
    const flow = new RegistrationFlow(page, 'axe', 'axe-check-bio.example');
    await flow.requestToJoin();
    await sweep(page, '/verification', h1(page));
    await page.setViewportSize(DESKTOP);
    await flow.verifyEmail();
    await sweep(page, '/create-password', visible(page.getByLabel('Password', { exact: true })));
  });

  test.describe('a company admin (sponsor.admin)', () => {
    test.use({ persona: 'sponsor.admin@demo.test' });

    test('dashboard, my account and the member menu', async ({ page }) => {
      await sweepPath(page, '/dashboard', h1(page, /^Welcome, /));
      for (const tab of ['profile', 'password', 'security', 'interests'])
        await sweepPath(page, `/my-account?tab=${tab}`, visible(page.getByRole('tabpanel')));

      // The member menu is a phone's.
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Open menu', includeHidden: true }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expectNoSeriousViolations(page, 'member menu at 390 px');
    });

    test('members, company pages and search', async ({ page }) => {
      for (const path of ['/dashboard/manage-members', '/companies'])
        await sweepPath(page, path, async () => {
          await h1(page)();
          if (path === '/companies') await expect(page.getByRole('article').first()).toBeVisible();
        });
      await sweepPath(page, `/companies/${HELIXA}`, h1(page, 'Helixa Biotherapeutics'));
      await sweepPath(page, `/companies/${HELIXA}/looking-for`, h1(page, 'Helixa Biotherapeutics is looking for'));
      await sweepPath(page, `/companies/${HELIXA}/edit`, () =>
        expect(page.getByLabel('Company name')).toHaveValue('Helixa Biotherapeutics'),
      );
      await sweepPath(page, '/search?searchString=clinical', visible(results(page).first()));
      await page.setViewportSize(DESKTOP);
      await page.getByRole('checkbox', { name: /^CRO \(/ }).check({ force: true });
      await sweep(page, '/search with a filter', async () => {
        await expect(page.getByRole('list', { name: 'Active filters' })).toBeVisible();
        await expect(results(page).first()).toBeVisible();
      });
    });

    test('compare with three companies', async ({ page }) => {
      await graphql(page.request, CLEAR_COMPARE);
      try {
        await sweepPath(page, '/compare');
        for (const { id } of await companyIds(page, 'oncology', 3)) await graphql(page.request, ADD_TO_COMPARE, { id });
        await sweepPath(page, '/compare', visible(page.getByText(/^3 of \d+ companies in your compare list\.$/)));
      } finally {
        await graphql(page.request, CLEAR_COMPARE);
      }
    });

    test('the subscription screens, the checkout dialog and the card page', async ({ page }) => {
      for (const [path, heading] of [
        ['/subscriptions#offerings', 'Plans and pricing'],
        ['/dashboard/subscription', 'My subscription'],
        ['/dashboard/subscription?billing=true', 'Billing'],
        ['/dashboard/subscription/history', 'Subscription history'],
        ['/dashboard/subscription?confirmation=payment-received', 'Payment received'],
        ['/dashboard/subscription?confirmation=confirm-explorer', 'Continue with Explorer?'],
      ] as const) {
        await sweepPath(page, path, async () => {
          await h1(page, heading)();
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        });
      }

      await page.setViewportSize(DESKTOP);
      await page.goto('/subscriptions#offerings');
      await page.getByRole('button', { name: 'Subscribe' }).first().click();
      await sweep(page, 'checkout dialog', async () => {
        await expect(modal(page).getByRole('heading', { name: 'Checkout' })).toBeVisible();
        await expect(modal(page).getByText('Checking…')).toBeHidden();
      });
      await modal(page).getByRole('button', { name: 'Cancel' }).click();

      await page.setViewportSize(DESKTOP);
      await page.goto('/dashboard/subscription');
      await page.getByRole('button', { name: 'Manage card' }).click();
      const card = new CardPage(page);
      await sweep(page, 'card page', () => card.expectOpen());
      await card.save('4000 0000 0000 0002');
      await sweep(page, 'card page with an error', () =>
        expect(page.getByRole('alert')).toHaveText('Your card was declined.'),
      );
      await card.cancel();
      await sweep(page, 'payment canceled', h1(page, 'Payment canceled'));
    });

    test('requests: the list, the form with its errors and a request with responses and questions', async ({
      page,
    }) => {
      await sweepPath(
        page,
        '/requests',
        visible(page.getByRole('list', { name: 'Requests' }).getByRole('article').first()),
      );
      await page.setViewportSize(DESKTOP);
      await page.goto('/requests/new');
      await page.getByText('Clinical trial service', { exact: true }).click();
      await page.getByLabel('Title', { exact: true }).fill('A'.repeat(120));
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await sweep(page, '/requests/new with errors', visible(page.getByText('Choose at least one service.')));

      await page.setViewportSize(DESKTOP);
      await page.goto('/requests?scope=my');
      await page.getByRole('list', { name: 'Requests' }).getByRole('link').first().click();
      await sweep(page, 'a request with responses and questions', async () => {
        await expect(page.getByRole('region', { name: 'Questions and answers' })).toBeVisible();
        await page.waitForLoadState('networkidle');
      });
    });
  });

  test.describe('a vendor (vendor.admin, vendor.member)', () => {
    test('capability alerts, looking for and API keys', async ({ pageAs }) => {
      const vendor = await pageAs('vendor.admin@demo.test');
      await vendor.goto('/dashboard/capability');
      await expect(vendor.getByRole('list', { name: 'Your capability alerts' })).toBeVisible();
      await vendor.getByRole('button', { name: 'Write an alert' }).click();
      await sweep(
        vendor,
        '/dashboard/capability with the form open',
        visible(vendor.getByRole('form', { name: 'New capability alert' })),
      );
      await expectFitsPhone(vendor, '/dashboard/capability');
      await sweepPath(
        vendor,
        '/dashboard/looking-for',
        visible(vendor.getByRole('list', { name: 'Your looking-for list' })),
      );
      await expectFitsPhone(vendor, '/dashboard/looking-for');
      await sweepPath(vendor, '/dashboard/api-keys', visible(vendor.getByText('Analytics export').first()));
    });

    test('the inboxes, a thread and the reach-out form', async ({ pageAs }) => {
      const page = await pageAs('vendor.member@demo.test');
      for (const path of ['/dashboard/inbox', '/dashboard/company-inbox']) {
        await sweepPath(page, path, async () => {
          await h1(page)();
          await page.waitForLoadState('networkidle');
        });
        await expectFitsPhone(page, path);
      }
      await page.setViewportSize(DESKTOP);
      await page.getByRole('link', { name: /Central lab logistics/ }).click();
      await sweep(page, 'a company inbox thread', visible(page.getByLabel('Your reply')));
      await expectFitsPhone(page, 'a thread');

      await page.setViewportSize(DESKTOP);
      await page.goto(`/companies/${HELIXA}`);
      await page.getByRole('button', { name: 'Contact Helixa Biotherapeutics' }).click();
      const dialog = page.getByRole('dialog', { name: 'Contact Helixa Biotherapeutics' });
      await sweep(page, 'the reach-out form', visible(dialog.getByLabel('Subject')));
    });
  });

  test.describe('a member (sponsor.member)', () => {
    test.use({ persona: 'sponsor.member@demo.test' });

    test('access denied, notifications, email preferences and unsubscribe', async ({ page }) => {
      await sweepPath(
        page,
        '/dashboard/manage-members',
        visible(page.getByText("You don't have permissions to access this page")),
      );

      // The demo thread from Meridian left sponsor.member a notification: the bell lists it.
      await page.setViewportSize(DESKTOP);
      await page.goto('/dashboard');
      await page.getByRole('button', { name: /^Notifications/ }).click();
      const popover = page.getByRole('dialog');
      await sweep(page, 'notifications', visible(popover.getByText(/Central lab logistics/).first()));
      const box = await popover.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, `popover at ${JSON.stringify(box)}`).toBe(true);
      await page.keyboard.press('Escape');
      await expect(popover).toBeHidden();

      await sweepPath(page, '/my-account?tab=emails', async () => {
        await expect(page.getByRole('heading', { name: 'Email preferences' })).toBeVisible();
        await page.waitForLoadState('networkidle');
      });
      await expectFitsPhone(page, 'email preferences');

      // A link whose token was tampered with is refused, after one press (mail scanners follow links).
      await page.setViewportSize(DESKTOP);
      await page.goto('/unsubscribe?token=1.forged');
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await sweep(page, 'unsubscribe refused', visible(page.getByText('This unsubscribe link is invalid.')));
    });
  });

  test('the Explorer modal at the compare limit (site.admin)', async ({ pageAs }) => {
    const page = await pageAs('site.admin@demo.test');
    await graphql(page.request, CLEAR_COMPARE);
    try {
      const [first, second, third] = await companyIds(page, 'oncology', 3);
      for (const company of [first, second]) await graphql(page.request, ADD_TO_COMPARE, { id: company?.id });
      await page.goto('/search?searchString=oncology&sort=ALPHABETICALLY');
      await page.getByRole('button', { name: `Add to compare: ${third?.name}` }).click();
      await sweep(page, 'explorer modal', visible(page.getByRole('dialog', { name: 'Upgrade to Innovator' })));
    } finally {
      await graphql(page.request, CLEAR_COMPARE);
    }
  });

  test.describe('session-start and subscription modals', () => {
    test.use({ sessionStartModals: 'keep' });

    for (const email of [
      'sponsor.nointerests@demo.test',
      'vendor.admin@demo.test',
      'new.user@demo.test',
      'expired.admin@demo.test',
    ]) {
      test(`the modal ${email} meets on the dashboard`, async ({ pageAs }) => {
        const page = await pageAs(email);
        await page.goto('/dashboard');
        await sweep(page, `modal for ${email}`, visible(modal(page)));
      });
    }
  });

  test('the impersonation picker', async ({ pageAs }) => {
    const page = await pageAs('admin@demo.test', { fresh: true });
    await page.goto('/impersonate');
    await sweep(page, '/impersonate', visible(page.getByRole('button', { name: /^Act as / }).first()));
  });
});
