import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { graphql } from '../support/graphql.js';
import { alertRow, findAlertCard, writeAlert } from '../pages/CapabilityPage.js';

const MERIDIAN = 'Meridian Clinical Research';
const HELIXA = 'helixa-biotherapeutics';
const STATUS = { DRAFT: 'Draft', CURRENT: 'Current', EXPIRED: 'Expired', WITHDRAWN: 'Withdrawn' } as const;

/**
 * The row of `title` shows the state the api holds for it now, and that state's actions (issue 26:
 * no reload). The actions first: they change when the change's answer has come, so the api is read
 * after the change, not while it is still on its way (the row then showed the new state and the
 * api, read a moment earlier, the old one).
 */
async function expectRowAsApi(page: Page, title: string, actions: string[]): Promise<void> {
  const row = alertRow(page, title);
  await expect(row.getByRole('button')).toHaveText(actions);
  const { myCapabilityAlerts } = await graphql<{
    myCapabilityAlerts: { items: { title: string; status: keyof typeof STATUS }[] };
  }>(page.request, '{ myCapabilityAlerts(size: 100) { items { title status } } }');
  const status = myCapabilityAlerts.items.find((item) => item.title === title)?.status;
  expect(status).toBeDefined();
  await expect(row).toContainText(STATUS[status ?? 'DRAFT']);
}

// (The three screens' accessibility and fit at 390 px: tests/accessibility/.)
test.describe('capability alerts and looking-for lists', () => {
  test('a vendor drafts, edits, publishes, withdraws and deletes alerts, each shown at once; a visitor sees the title, a member the details, and search finds the vendor', async ({
    pageAs,
  }) => {
    const stamp = Date.now();
    const title = `Oncology monitoring capacity ${stamp}`;
    const description = 'Two senior CRAs free from April for Phase 2 oncology studies in Europe.';
    const vendor = await pageAs('vendor.admin@demo.test');
    await vendor.goto('/dashboard/capability');
    // From here the vendor's tab never reloads: each change shows from its own answer.
    await writeAlert(
      vendor,
      { title: `Oncology monitoring ${stamp}`, description, service: 'Clinical Monitoring' },
      false,
    );
    await expectRowAsApi(vendor, `Oncology monitoring ${stamp}`, ['Edit', 'Publish', 'Delete']);
    await vendor.getByRole('button', { name: `Edit: Oncology monitoring ${stamp}` }).click();
    const edit = vendor.getByRole('form', { name: 'Edit capability alert' });
    await edit.getByRole('textbox', { name: 'Title' }).fill(title);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expectRowAsApi(vendor, title, ['Edit', 'Publish', 'Delete']);
    await vendor.getByRole('button', { name: `Publish: ${title}` }).click();
    await expectRowAsApi(vendor, title, ['Edit', 'Withdraw']);
    // The public list, newest first, has it.
    await vendor.getByRole('link', { name: 'public capability list' }).click();
    await expect(vendor.getByRole('article', { name: title })).toBeVisible();

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
    await vendor.getByRole('link', { name: 'Publish your own capability alert' }).click();
    await vendor.getByRole('button', { name: `Withdraw: ${title}` }).click();
    await expectRowAsApi(vendor, title, ['Edit', 'Publish']);
    await vendor.getByRole('link', { name: 'public capability list' }).click();
    await expect(vendor.getByText(/^Showing /)).toBeVisible();
    await expect(vendor.getByRole('article', { name: title })).toHaveCount(0);
    await visitor.goto(`/capability?q=${encodeURIComponent(title)}`);
    await expect(
      visitor.getByText('No current capability alerts match. Try fewer filters or other words.'),
    ).toBeVisible();

    // A draft deleted leaves the company's list.
    const spare = `Spare monitoring capacity ${stamp}`;
    await vendor.getByRole('link', { name: 'Publish your own capability alert' }).click();
    await writeAlert(vendor, { title: spare, description, service: 'Clinical Monitoring' }, false);
    await expectRowAsApi(vendor, spare, ['Edit', 'Publish', 'Delete']);
    await vendor.getByRole('button', { name: `Delete: ${spare}` }).click();
    await vendor.getByRole('alertdialog').getByRole('button', { name: 'Delete draft' }).click();
    await expect(alertRow(vendor, spare)).toHaveCount(0);
    const { myCapabilityAlerts } = await graphql<{ myCapabilityAlerts: { items: { title: string }[] } }>(
      vendor.request,
      '{ myCapabilityAlerts(size: 100) { items { title } } }',
    );
    expect(myCapabilityAlerts.items.map((item) => item.title)).not.toContain(spare);
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
