import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { findAlertCard, publishAlert } from '../pages/CapabilityPage.js';
import { signInAs } from '../pages/SignIn.js';
import { expectNoSeriousViolations } from '../support/axe.js';

const MERIDIAN = 'Meridian Clinical Research';
const HELIXA = 'helixa-biotherapeutics';

const opened: BrowserContext[] = [];
test.afterEach(async () => {
  for (const context of opened.splice(0)) await context.close();
});

/** A page in a context of its own: signed in as `email`, or a visitor when null. */
async function pageFor(browser: Browser, email: string | null, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  opened.push(context);
  const page = await context.newPage();
  if (email) await signInAs(page, email);
  return page;
}

async function expectNoHorizontalOverflow(page: Page, name: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} is wider than the window`).toBeLessThanOrEqual(0);
}

test.describe('capability alerts and looking-for lists', () => {
  test('a vendor publishes an alert: a visitor sees its title, a member its details, and search finds the vendor', async ({
    browser,
  }) => {
    const title = `Oncology monitoring capacity ${Date.now()}`;
    const description = 'Two senior CRAs free from April for Phase 2 oncology studies in Europe.';
    const vendor = await pageFor(browser, 'vendor.admin@demo.test');
    await vendor.goto('/dashboard/capability');
    await publishAlert(vendor, { title, description, service: 'Clinical Monitoring' });
    const mine = vendor
      .getByRole('list', { name: 'Your capability alerts' })
      .getByRole('listitem')
      .filter({ hasText: title });
    await expect(mine).toContainText('Current');

    const visitor = await pageFor(browser, null);
    const teaser = await findAlertCard(visitor, title);
    await expect(teaser).toContainText(MERIDIAN);
    await expect(teaser).toContainText(/Valid until \d{1,2} [A-Z][a-z]{2} \d{4}/);
    await expect(teaser).not.toContainText(description);
    await expect(visitor.getByRole('link', { name: 'Sign up' })).toBeVisible();

    const sponsor = await pageFor(browser, 'sponsor.admin@demo.test');
    const card = await findAlertCard(sponsor, title);
    await expect(card).toContainText(description);
    await expect(card.getByRole('listitem').filter({ hasText: 'Clinical Monitoring' })).toBeVisible();

    await sponsor.goto('/search?searchString=Meridian');
    await sponsor.getByRole('checkbox', { name: /^Has published capability alerts/ }).check({ force: true });
    await expect(sponsor).toHaveURL(/publishedAlerts=true/);
    await expect(sponsor.getByRole('heading', { level: 3, name: MERIDIAN })).toBeVisible();

    // Withdrawn, it leaves the public list (the vendor's seeded alert keeps Meridian in search).
    await mine.getByRole('button', { name: `Withdraw: ${title}` }).click();
    await expect(mine).toContainText('Withdrawn');
    await visitor.goto(`/capability?q=${encodeURIComponent(title)}`);
    await expect(
      visitor.getByText('No current capability alerts match. Try fewer filters or other words.'),
    ).toBeVisible();
  });

  test('a sponsor adds a published and a members-only item; others see only the published one', async ({ browser }) => {
    const stamp = Date.now();
    const shared = `Sites with paediatric oncology experience ${stamp}`;
    const hidden = `A second EDC vendor for 2027 ${stamp}`;
    const sponsor = await pageFor(browser, 'sponsor.admin@demo.test');
    await sponsor.goto('/dashboard/looking-for');
    const form = sponsor.getByRole('form', { name: 'Add to the list' });
    const add = async (text: string, published: boolean) => {
      await form.getByRole('combobox', { name: 'Kind' }).selectOption('TEXT');
      await form.getByRole('textbox', { name: 'What you are looking for' }).fill(text);
      const toggle = form.getByRole('checkbox', { name: 'Published', exact: true });
      if ((await toggle.isChecked()) !== published) await toggle.click({ force: true });
      await form.getByRole('button', { name: 'Add to the list' }).click();
      await expect(sponsor.getByRole('list', { name: 'Your looking-for list' })).toContainText(text);
    };
    await add(shared, true);
    await add(hidden, false);
    const hiddenRow = sponsor.getByRole('listitem').filter({ hasText: hidden });
    await expect(hiddenRow).toContainText('Members only');

    for (const email of [null, 'vendor.member@demo.test']) {
      const other = await pageFor(browser, email);
      await other.goto(`/companies/${HELIXA}/looking-for`);
      await expect(
        other.getByRole('heading', { level: 1, name: 'Helixa Biotherapeutics is looking for' }),
      ).toBeVisible();
      await expect(other.getByText(shared)).toBeVisible();
      await expect(other.getByText(hidden)).toHaveCount(0);
    }
    // Its own members see both, the full-list one marked.
    await sponsor.goto(`/companies/${HELIXA}/looking-for`);
    await expect(sponsor.getByText(hidden)).toBeVisible();

    // Tidy up: the list is shared by every test.
    await sponsor.goto('/dashboard/looking-for');
    for (const text of [shared, hidden]) {
      await sponsor.getByRole('button', { name: `Remove ${text}` }).click();
      await expect(sponsor.getByRole('button', { name: `Remove ${text}` })).toHaveCount(0);
    }
  });

  test('the three screens are axe-clean and fit a 390 px window', async ({ browser }) => {
    const visitor = await pageFor(browser, null, 390);
    await visitor.goto('/capability');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Capability alerts' })).toBeVisible();
    await expect(visitor.getByRole('article').first()).toBeVisible();
    await expectNoSeriousViolations(visitor, '/capability (visitor, 390 px)');
    await expectNoHorizontalOverflow(visitor, '/capability');
    await visitor.screenshot({ path: 'test-results/capability-390.png', fullPage: true });

    const vendor = await pageFor(browser, 'vendor.admin@demo.test', 390);
    await vendor.goto('/dashboard/capability');
    await expect(vendor.getByRole('list', { name: 'Your capability alerts' })).toBeVisible();
    await vendor.getByRole('button', { name: 'Write an alert' }).click();
    await expectNoSeriousViolations(vendor, '/dashboard/capability (390 px)');
    await expectNoHorizontalOverflow(vendor, '/dashboard/capability');
    await vendor.screenshot({ path: 'test-results/dashboard-capability-390.png', fullPage: true });

    await vendor.goto('/dashboard/looking-for');
    await expect(vendor.getByRole('list', { name: 'Your looking-for list' })).toBeVisible();
    await expectNoSeriousViolations(vendor, '/dashboard/looking-for (390 px)');
    await expectNoHorizontalOverflow(vendor, '/dashboard/looking-for');
    await vendor.screenshot({ path: 'test-results/dashboard-looking-for-390.png', fullPage: true });
  });
});
