import type { Page } from '@playwright/test';
import { DashboardPage } from '../pages/DashboardPage.js';
import { expect, test } from '../support/fixtures.js';
import { screen } from '../support/screens.js';
import { appTookOver } from '../support/takeover.js';

// sponsor.admin is Helixa's company admin, sponsor.member a member of Helixa; neither sees a
// session-start modal. Nothing here changes data. (The menus' accessibility: tests/accessibility/.)
const HELIXA = { name: 'Helixa Biotherapeutics', alias: 'helixa-biotherapeutics' };

function header(page: Page) {
  return page.getByRole('banner');
}

/** The menu button; while the drawer is open the page behind it is hidden from the a11y tree. */
function menuButtonOf(page: Page) {
  return page.getByRole('button', { name: 'Open menu', includeHidden: true });
}

test.describe('navigation at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor opens the menu, finds every way in, and closes it with Escape', async ({ page }) => {
    await page.goto('/search');
    // /search is prerendered: measure the app's header, not the static one it replaces.
    await appTookOver(page);
    const menuButton = menuButtonOf(page);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    // One row: the brand and the menu button, nothing wrapping beneath.
    const box = await header(page).boundingBox();
    expect(box?.height).toBeLessThanOrEqual(66);
    await expect(header(page).getByRole('link', { name: 'Search' })).toBeHidden();

    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Search', 'Requests', 'Capability', 'Pricing', 'Sign in', 'Join now'])
      await expect(drawer.getByRole('link', { name })).toBeVisible();
    await screen(page, 'navigation-visitor-drawer');

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('a company admin reaches every screen from the menu; a link closes it', async ({ pageAs }) => {
    const page = await pageAs('sponsor.admin@demo.test');
    await page.goto('/dashboard');
    await new DashboardPage(page).expectLoaded();
    const box = await header(page).boundingBox();
    expect(box?.height).toBeLessThanOrEqual(66);
    await screen(page, 'navigation-dashboard');

    const menuButton = menuButtonOf(page);
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const nav = drawer.getByRole('navigation', { name: 'Main' });
    for (const name of ['Dashboard', 'Search', 'My company', 'Compare', 'Requests', 'Capability', 'My account'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await screen(page, 'navigation-member-drawer');

    await nav.getByRole('link', { name: 'My company' }).click();
    await expect(page).toHaveURL(new RegExp(`/companies/${HELIXA.alias}$`));
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: HELIXA.name })).toBeVisible();

    // The close button closes it too, and focus goes back to the menu button.
    await menuButton.click();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});

test.describe('navigation at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a company admin reaches their profile and its edit form from the header and the dashboard', async ({
    pageAs,
  }) => {
    const page = await pageAs('sponsor.admin@demo.test');
    await page.goto('/dashboard');
    await new DashboardPage(page).expectLoaded();
    const nav = header(page).getByRole('navigation', { name: 'Main' });
    await expect(header(page).getByRole('button', { name: 'Open menu' })).toBeHidden();
    // All of the header on one row, and inside the page column (issue 26: Sign out overflowed it by 36 px).
    const box = await header(page).boundingBox();
    expect(box?.height).toBeLessThanOrEqual(66);
    const column = await header(page).locator('.shell-container').boundingBox();
    const signOut = await header(page).getByRole('button', { name: 'Sign out' }).boundingBox();
    expect((signOut?.x ?? Infinity) + (signOut?.width ?? 0)).toBeLessThanOrEqual(
      (column?.x ?? 0) + (column?.width ?? 0),
    );
    for (const name of ['Requests', 'Capability']) await expect(nav.getByRole('link', { name })).toBeVisible();
    await screen(page, 'navigation-admin');

    await nav.getByRole('link', { name: 'My company' }).click();
    await expect(page).toHaveURL(new RegExp(`/companies/${HELIXA.alias}$`));
    await expect(page.getByRole('heading', { level: 1, name: HELIXA.name })).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'Edit company' }).click();
    await expect(page).toHaveURL(new RegExp(`/companies/${HELIXA.alias}/edit$`));
    await expect(page.getByRole('heading', { level: 1, name: `Edit ${HELIXA.name}` })).toBeVisible();

    await nav.getByRole('link', { name: 'Dashboard' }).click();
    const card = page.getByRole('region', { name: 'Your company' });
    await card.getByRole('link', { name: 'Edit company' }).click();
    await expect(page).toHaveURL(new RegExp(`/companies/${HELIXA.alias}/edit$`));
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await card.getByRole('link', { name: 'View company profile' }).click();
    await expect(page).toHaveURL(new RegExp(`/companies/${HELIXA.alias}$`));
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(
      page.getByRole('region', { name: 'Shortcuts' }).getByRole('link', { name: 'Edit my account' }),
    ).toHaveAttribute('href', '/my-account?tab=profile');

    // Just below 1280 px the links no longer fit one row: the menu button takes over, the bell stays.
    await page.setViewportSize({ width: 1279, height: 800 });
    await expect(header(page).getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(header(page).getByRole('button', { name: /^Notifications/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'My account' })).toBeHidden();
    expect((await header(page).boundingBox())?.height).toBeLessThanOrEqual(66);
    await screen(page, 'navigation-admin');
  });

  test('a member sees My company but no Edit company; pages they cannot use offer the dashboard', async ({
    pageAs,
  }) => {
    const page = await pageAs('sponsor.member@demo.test');
    await page.goto('/dashboard');
    await new DashboardPage(page).expectLoaded();
    const nav = header(page).getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'My company' })).toHaveAttribute('href', `/companies/${HELIXA.alias}`);
    await expect(nav.getByRole('link', { name: 'Edit company' })).toHaveCount(0);
    const card = page.getByRole('region', { name: 'Your company' });
    await expect(card.getByRole('link', { name: 'View company profile' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Edit company' })).toHaveCount(0);

    // Not permitted: the company's edit form is for its admins.
    await page.goto(`/companies/${HELIXA.alias}/edit`);
    await expect(page.getByText("You don't have permissions to access this page")).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to Dashboard.' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    // Not found: a signed-in member goes back to the dashboard, not the marketing home.
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Go to Dashboard.' }).click();
    await new DashboardPage(page).expectLoaded();
  });

  test('a visitor on a page that does not exist is offered the homepage', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Click here to go back to the homepage.' }),
    ).toHaveAttribute('href', '/');
  });
});
