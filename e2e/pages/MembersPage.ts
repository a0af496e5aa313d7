import { expect, type Locator, type Page } from '@playwright/test';
import { mailsTo } from '../support/outbox.js';

export const MANAGE_MEMBERS = '/dashboard/manage-members';

/** The path of the newest member-invitation link mailed to `email` (`/register?invitation=…`), once it arrives. */
export async function invitationPathFor(email: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(
      () => {
        const links = mailsTo(email).flatMap((mail) => /\/register\?invitation=[\w-]+/.exec(mail.text) ?? []);
        path = links.at(-1);
        return path;
      },
      { message: `an invitation link mailed to ${email}` },
    )
    .toBeTruthy();
  return path as string;
}

/** `/dashboard/manage-members` as a company admin uses it. */
export class MembersPage {
  constructor(private readonly page: Page) {}

  readonly members = () => this.page.getByRole('region', { name: 'Members' });
  readonly invitations = () => this.page.getByRole('region', { name: 'Invitations' });
  readonly inviteDialog = () => this.page.getByRole('dialog', { name: 'Invite a colleague' });

  async goto(query = ''): Promise<void> {
    await this.page.goto(`${MANAGE_MEMBERS}${query}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Manage members' })).toBeVisible();
  }

  /** A member's row (a table row, or a card on a phone), found by their email. */
  member(email: string): Locator {
    return this.members()
      .locator('tr, li')
      .filter({ hasText: email })
      .filter({ has: this.page.getByRole('button') });
  }

  /**
   * From now on, the words each read of the members list asked for, a read repeating the one before
   * it (a refetch after a change) counted once.
   */
  listReads(): () => (string | null)[] {
    const words: (string | null)[] = [];
    this.page.on('request', (request) => {
      if (request.method() !== 'POST' || !request.url().endsWith('/graphql')) return;
      const body = request.postDataJSON() as { operationName?: string; variables?: { search?: string | null } };
      if (body.operationName !== 'MembersSection') return;
      const search = body.variables?.search ?? null;
      if (words.at(-1) !== search) words.push(search);
    });
    return () => [...words];
  }

  /** Types words into the search and waits for the URL to carry them (it searches once typing pauses). */
  async search(words: string): Promise<void> {
    await this.members().getByRole('searchbox', { name: 'Search members' }).fill(words);
    await expect
      .poll(() => new URL(this.page.url()).searchParams.get('q'), { message: 'the words in the URL' })
      .toBe(words.trim());
  }

  /** A member's action, answered in its confirmation dialog when one asks. */
  async act(email: string, action: 'Make admin' | 'Make member' | 'Deactivate' | 'Reactivate'): Promise<void> {
    await this.member(email).getByRole('button', { name: action }).click();
  }

  /** Opens "Invite a colleague" and sends an invitation; the dialog stays open when it is refused. */
  async invite(email: string, role: 'Member' | 'Company admin' = 'Member'): Promise<void> {
    await this.invitations().getByRole('button', { name: 'Invite a colleague' }).click();
    const dialog = this.inviteDialog();
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('combobox', { name: 'Role' }).selectOption({ label: role });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
  }

  invitation(email: string): Locator {
    return this.invitations().getByRole('listitem', { name: email });
  }
}
