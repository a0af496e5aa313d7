import type { WebSocket } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage.js';
import { invitationPathFor, MANAGE_MEMBERS, MembersPage } from '../pages/MembersPage.js';
import { NEW_PASSWORD, RegistrationFlow } from '../pages/RegistrationFlow.js';
import { expect, test } from '../support/fixtures.js';
import { uniqueEmail, verificationCodeFor } from '../support/outbox.js';

const ADMIN = 'sponsor.admin@demo.test';
const HELIXA = 'Helixa Biotherapeutics';
// Catalogue 371, as the api words it (docs/members.md).
const OPEN_INVITATION = 'This address already has an open invitation. Resend it instead.';
const ALREADY_MEMBER = 'This person is already a member of your company.';
const LAST_ADMIN = 'Your company must keep at least one active administrator.';

test.describe('manage members', () => {
  test.use({ persona: ADMIN });

  test('a colleague invited by mail registers into Helixa, is promoted, and once deactivated is signed out with their socket closed', async ({
    page,
    pageAs,
  }) => {
    test.slow();
    const members = new MembersPage(page);
    const colleague = uniqueEmail('colleague', 'helixabio.example');
    await members.goto();
    await expect(members.members().getByRole('table', { name: 'Members' })).toBeVisible();

    // Invite, then the bad input: the same address again (371), a member, a malformed address.
    await members.invite(colleague);
    await expect(members.inviteDialog()).toBeHidden();
    await expect(members.invitations().getByRole('status')).toContainText(`Invitation sent to ${colleague}.`);
    await expect(members.invitation(colleague)).toContainText('Pending');
    const email = members.inviteDialog().getByRole('textbox', { name: 'Email' });
    for (const [address, message] of [
      [colleague, OPEN_INVITATION],
      ['sponsor.member@demo.test', ALREADY_MEMBER],
      ['not-an-address', 'Enter a valid email address.'],
    ] as const) {
      await members.invite(address);
      await expect(members.inviteDialog().getByText(message)).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await members.inviteDialog().getByRole('button', { name: 'Cancel' }).click();
    }

    // The mail's link, opened in a browser of its own: registration into Helixa, no join request.
    const guest = await pageAs(null);
    const sockets: WebSocket[] = [];
    guest.on('websocket', (socket) => sockets.push(socket));
    await guest.goto(await invitationPathFor(colleague));
    await expect(guest.getByRole('region', { name: 'Invitation' })).toContainText(`invited you to join ${HELIXA}`);
    await expect(guest.getByLabel('Business email')).toHaveValue(colleague);
    await expect(guest.getByLabel('Business email')).not.toBeEditable();
    await guest.getByLabel('First name').fill('Casey');
    await guest.getByLabel('Last name').fill('Invited');
    await guest.getByLabel('How did you hear about us?').selectOption({ label: 'Friend/colleague' });
    await guest.getByRole('button', { name: 'Continue' }).click();
    await guest.getByLabel('Verification code').fill(await verificationCodeFor(colleague));
    await guest.getByRole('button', { name: 'Verify' }).click();
    await expect(guest.getByText(`You join ${HELIXA} as a member, as invited.`)).toBeVisible();
    await guest.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await guest.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await guest.getByRole('button', { name: 'Create account' }).click();
    await expect(guest.getByText(`Your account at ${HELIXA} is ready.`)).toBeVisible();
    await guest.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(guest.getByRole('heading', { name: 'Welcome, Casey' })).toBeVisible();
    await expect.poll(() => sockets.filter((socket) => !socket.isClosed()).length).toBeGreaterThan(0);
    const live = sockets.filter((socket) => !socket.isClosed());

    // The admin finds them (search in the URL), promotes them and steps them back.
    const reads = members.listReads();
    await members.goto();
    await expect(members.members().getByText(/^\d+ members$/)).toBeVisible();
    await members.search(colleague);
    const row = members.member(colleague);
    await expect(row).toContainText('Member');
    await expect(row).toContainText('Active');
    // One read per change of the words: router updates made in a transition had the old words
    // asked again in turn with the new ones.
    expect(reads()).toEqual([null, colleague]);
    await members.act(colleague, 'Make admin');
    await expect(members.members().getByRole('status')).toHaveText('Casey Invited is now a company admin.');
    await expect(row).toContainText('Company admin');
    await page.screenshot({ path: 'test-results/screens/members-promoted.png', fullPage: true });
    await members.act(colleague, 'Make member');
    await expect(row).not.toContainText('Company admin');

    // Deactivated: asked first; their open tab's socket closes, and its next action signs it out.
    await members.act(colleague, 'Deactivate');
    const confirm = page.getByRole('alertdialog', { name: 'Deactivate Casey Invited?' });
    await expect(confirm).toContainText('Their sessions end at once');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(row).toContainText('Deactivated');
    await expect(row.getByRole('button', { name: 'Reactivate' })).toBeVisible();
    await expect
      .poll(() => live.every((socket) => socket.isClosed()), { message: 'the live socket closed' })
      .toBe(true);
    await guest.getByRole('link', { name: 'Edit my account' }).click();
    await expect.poll(() => new URL(guest.url()).pathname).toMatch(/^\/(login)?$/);
    const login = new LoginPage(guest);
    await login.goto();
    await login.signIn(colleague, { password: NEW_PASSWORD });
    await expect(login.alert()).toBeVisible();
    await expect(guest).toHaveURL(/\/login/);
  });

  test('a member cannot open the page', async ({ pageAs }) => {
    const member = await pageAs('sponsor.member@demo.test');
    await member.goto(MANAGE_MEMBERS);
    await expect(member.getByText("You don't have permissions to access this page")).toBeVisible();
  });
});

test.describe('the last active admin', () => {
  test('cannot step down: the api refuses and the page says why', async ({ page }) => {
    const stamp = Date.now().toString(36);
    const flow = new RegistrationFlow(page, 'solo', `solo-${stamp}.example`);
    await flow.requestToJoin({ firstName: 'Sole', lastName: 'Admin' });
    await flow.verifyEmail();
    await page.getByLabel('My company is not listed').check({ force: true });
    await page.getByLabel('Company name').fill(`Solo Trials ${stamp}`);
    await page.getByLabel('Business type').selectOption({ label: 'Clinical Trial Sponsor' });
    await flow.createPassword();
    await expect(page.getByRole('heading', { name: 'Welcome to Trialbridge' })).toBeVisible();

    const members = new MembersPage(page);
    await members.goto();
    const mine = members.member(flow.email);
    await expect(mine).toContainText('You');
    await expect(mine.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
    await members.act(flow.email, 'Make member');
    await page
      .getByRole('alertdialog', { name: 'Step down as company admin?' })
      .getByRole('button', { name: 'Step down' })
      .click();
    await expect(members.members().getByRole('alert')).toContainText(LAST_ADMIN);
    await expect(mine).toContainText('Company admin');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(members.members().getByRole('list', { name: 'Members' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/members-last-admin-390.png', fullPage: true });
  });
});
