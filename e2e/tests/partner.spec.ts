import { CONTRACTED_PARTNERS, notYetPartner, star } from '../pages/ContractedPartnersPage.js';
import { modal } from '../pages/Modal.js';
import { expect, test } from '../support/fixtures.js';

const ADMIN = 'sponsor.admin@demo.test';
const MESSAGE_192 = 'Your note has already existed on this partner company.';
const CORTEXA = 'cortexa-trial-systems';

test.describe('contracted partners', () => {
  test.use({ persona: ADMIN });

  test('added from a profile (modal), rated, noted, and a second note of the same kind answers 192', async ({
    page,
  }) => {
    const id = await notYetPartner(ADMIN, CORTEXA);
    await page.goto(`/companies/${CORTEXA}`);
    await page.getByRole('button', { name: 'Add as contracted partner' }).click();
    const dialog = modal(page);
    await expect(dialog.getByRole('heading', { name: 'Contracted partner added' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/partner-added-modal.png', fullPage: true });
    await dialog.getByRole('button', { name: 'Rate and add notes' }).click();
    await expect(page).toHaveURL(new RegExp(`${CONTRACTED_PARTNERS}/details/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Cortexa Trial Systems' })).toBeVisible();

    for (const [criterion, stars] of [
      ['Quality', 4],
      ['Timeliness', 5],
      ['Communication', 3],
      ['Value for money', 4],
    ] as const)
      await star(page, criterion, stars).check({ force: true });
    await page.getByRole('button', { name: 'Save rating' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your rating is saved.' })).toBeVisible();
    await expect(page.getByText("Your company's average (1 rating)")).toBeVisible();

    const notes = page.getByRole('region', { name: 'Notes' });
    const form = notes.getByRole('form', { name: 'Add a note' });
    await form.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Performance' });
    await form.getByRole('textbox', { name: 'Your note' }).fill('Delivered the interim analysis a week early.');
    await form.getByRole('button', { name: 'Add note' }).click();
    await expect(notes.getByRole('list', { name: 'Notes' })).toContainText(
      'Delivered the interim analysis a week early.',
    );

    await form.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Performance' });
    await form.getByRole('textbox', { name: 'Your note' }).fill('A second performance note.');
    await form.getByRole('button', { name: 'Add note' }).click();
    await expect(form.getByText(MESSAGE_192, { exact: true })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/partner-details.png', fullPage: true });

    await page.goto(`${CONTRACTED_PARTNERS}?q=Cortexa`);
    await expect(page.getByRole('link', { name: 'Cortexa Trial Systems' })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(CONTRACTED_PARTNERS);
    await expect(page.getByRole('link', { name: 'Meridian Clinical Research' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/partner-list-390.png', fullPage: true });
  });

  test('are blocked while an admin acts as a member (spec §6)', async ({ pageAs }) => {
    const page = await pageAs('admin@demo.test', { fresh: true });
    await page.goto('/impersonate');
    await page.getByLabel('Search users').fill('sponsor.member@demo.test');
    const actAs = page.getByRole('button', { name: /^Act as / });
    await expect(actAs).toHaveCount(1);
    await actAs.click();
    await expect(page.getByText(/You are acting as/)).toBeVisible();
    await page.goto(CONTRACTED_PARTNERS);
    await expect(page.getByRole('heading', { name: "You don't have permissions to access this page" })).toBeVisible();
    const read = await page.request.post('/graphql', { data: { query: '{ contractedPartners { totalElements } }' } });
    const body = (await read.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
