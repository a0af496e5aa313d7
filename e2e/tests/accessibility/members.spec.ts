import { invitationPathFor, MANAGE_MEMBERS } from '../../pages/MembersPage.js';
import { expect, test } from '../../support/fixtures.js';
import { graphqlAs } from '../../support/graphql.js';
import { uniqueEmail } from '../../support/outbox.js';
import { sweepPath, visible } from '../../support/sweep.js';

const ADMIN = 'sponsor.admin@demo.test';
const INVITE =
  'mutation($input: InviteMemberInput!) { inviteMember(input: $input) { invitation { id } errors { message } } }';
const REVOKE = 'mutation($id: ID!) { revokeMemberInvitation(id: $id) { errors { message } } }';

test.describe('accessibility: members (axe at 1280 and 390 px)', () => {
  test.use({ persona: ADMIN });
  test.slow();

  test('manage members, and registration through an invitation', async ({ page, pageAs }) => {
    await sweepPath(
      page,
      MANAGE_MEMBERS,
      visible(page.getByRole('region', { name: 'Members' }).getByRole('button').first()),
    );

    const email = uniqueEmail('sweep', 'helixabio.example');
    const { inviteMember } = await graphqlAs<{
      inviteMember: { invitation: { id: string } | null; errors: unknown[] };
    }>(ADMIN, INVITE, { input: { email, role: 'MEMBER' } });
    expect(inviteMember.errors).toEqual([]);
    const guest = await pageAs(null);
    await sweepPath(guest, await invitationPathFor(email), visible(guest.getByRole('region', { name: 'Invitation' })));
    // Tidy: the link of a sweep leads nowhere.
    await graphqlAs(ADMIN, REVOKE, { id: inviteMember.invitation?.id });
  });
});
