import { expect, test } from '../../support/fixtures.js';
import { screen } from '../../support/screens.js';
import { mailsTo, uniqueEmail } from '../../support/outbox.js';

test.describe('billing view: the subscription team', () => {
  test('a billing admin removes a colleague from the team and adds them back', async ({ pageAs }) => {
    const page = await pageAs('sponsor.admin@demo.test');
    await page.goto('/dashboard/subscription?billing=true');
    await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
    await screen(page, 'billing');

    // The seeded team covers Helixa's member, Marcus Chen: removing first leaves the data as seeded.
    const member = page.getByRole('row', { name: /sponsor\.member@demo\.test/ });
    await member.getByRole('button', { name: 'Remove Marcus Chen' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove Marcus Chen from the team?' });
    await expect(confirm.getByRole('heading', { name: 'Remove Marcus Chen from the team?' })).toBeVisible();
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByText('Marcus Chen was removed from the team.')).toBeVisible();
    await expect(member).toBeHidden();

    await page.getByRole('combobox', { name: 'Add a colleague' }).fill('sponsor.member');
    await page.getByRole('option', { name: /Marcus Chen/ }).click();
    await page.getByRole('button', { name: 'Add to team' }).click();
    await expect(page.getByText('Marcus Chen was added to the team.')).toBeVisible();
    await expect(member).toBeVisible();
    await expect(member.getByRole('cell', { name: 'Member', exact: true })).toBeVisible();
    await screen(page, 'billing-member-added');
  });

  test('a billing admin invites someone by email', async ({ pageAs }) => {
    const email = uniqueEmail('invitee', 'helixabio.example');
    const page = await pageAs('sponsor.admin@demo.test');
    await page.goto('/dashboard/subscription?billing=true');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Subject').fill('Join our Trialbridge team');
    await page.getByLabel('Message').fill('Our subscription covers you: use the link to join.');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
    await expect.poll(() => mailsTo(email).map((mail) => mail.subject)).toContain('Join our Trialbridge team');
  });
});
