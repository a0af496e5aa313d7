import { expect, test } from '../support/fixtures.js';
import { findAlertCard, publishAlert } from '../pages/CapabilityPage.js';

const MERIDIAN = 'Meridian Clinical Research';
const HELIXA = 'helixa-biotherapeutics';

// (The three screens' accessibility and fit at 390 px: tests/accessibility/.)
test.describe('capability alerts and looking-for lists', () => {
  test('a vendor publishes an alert: a visitor sees its title, a member its details, and search finds the vendor', async ({
    pageAs,
  }) => {
    const title = `Oncology monitoring capacity ${Date.now()}`;
    const description = 'Two senior CRAs free from April for Phase 2 oncology studies in Europe.';
    const vendor = await pageAs('vendor.admin@demo.test');
    await vendor.goto('/dashboard/capability');
    await publishAlert(vendor, { title, description, service: 'Clinical Monitoring' });
    const mine = vendor
      .getByRole('list', { name: 'Your capability alerts' })
      .getByRole('listitem')
      .filter({ hasText: title });
    await expect(mine).toContainText('Current');

    const visitor = await pageAs(null);
    const teaser = await findAlertCard(visitor, title);
    await expect(teaser).toContainText(MERIDIAN);
    await expect(teaser).toContainText(/Valid until [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expect(teaser).not.toContainText(description);
    await expect(visitor.getByRole('link', { name: 'Sign up' })).toBeVisible();

    const sponsor = await pageAs('sponsor.admin@demo.test');
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

  test('a sponsor adds a published and a members-only item; others see only the published one', async ({ pageAs }) => {
    const stamp = Date.now();
    const shared = `Sites with paediatric oncology experience ${stamp}`;
    const hidden = `A second EDC vendor for 2027 ${stamp}`;
    const sponsor = await pageAs('sponsor.admin@demo.test');
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
      const other = await pageAs(email);
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
});
