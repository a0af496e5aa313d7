import { expect, type Locator, type Page } from '@playwright/test';

/** The inboxes (/dashboard/inbox, /dashboard/company-inbox) and their open thread. */
export class InboxPage {
  constructor(private readonly page: Page) {}

  /** The header's "Inbox" link, whose badge counts unread threads. */
  navLink(): Locator {
    return this.page
      .getByRole('navigation')
      .getByRole('link', { name: /^Inbox/ })
      .first();
  }

  thread(subject: string): Locator {
    return this.page.getByRole('link', { name: new RegExp(escapeRegExp(subject)) }).first();
  }

  /** A thread's row in the list of conversations. */
  row(subject: string): Locator {
    return this.page.getByRole('list', { name: 'Conversations' }).getByRole('listitem').filter({ hasText: subject });
  }

  /** The list's rows, top first. */
  rows(): Locator {
    return this.page.getByRole('list', { name: 'Conversations' }).getByRole('listitem');
  }

  /** Opens a thread's menu in the list and picks `item` ("Mark as unread", a folder's name…). */
  async threadAction(subject: string, item: string): Promise<void> {
    await this.page.getByRole('button', { name: `Actions for ${subject}` }).click();
    await this.page.getByRole('menuitem', { name: item, exact: true }).click();
  }

  /** A folder's link in the sidebar (its name, then its unread count when it has one). */
  folder(name: string): Locator {
    return this.page
      .getByRole('navigation', { name: 'Folders' })
      .getByRole('link', { name: new RegExp(`^${escapeRegExp(name)}(\\s?\\d+ unread)?$`) });
  }

  /** Creates a folder, or renames `from` when given. */
  async nameFolder(name: string, from?: string): Promise<void> {
    if (from) {
      await this.page.getByRole('button', { name: `Folder actions: ${from}` }).click();
      await this.page.getByRole('menuitem', { name: 'Rename' }).click();
    } else await this.page.getByRole('button', { name: 'New folder' }).click();
    const dialog = this.page.getByRole('dialog', { name: from ? 'Rename folder' : 'New folder' });
    await dialog.getByRole('textbox', { name: 'Folder name' }).fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }

  async deleteFolder(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Folder actions: ${name}` }).click();
    await this.page.getByRole('menuitem', { name: 'Delete' }).click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: 'Delete folder' }).click();
  }

  messages(): Locator {
    return this.page.getByRole('list', { name: 'Messages' });
  }

  async reply(text: string): Promise<void> {
    await this.page.getByLabel('Your reply').fill(text);
    await this.page.getByRole('button', { name: 'Send reply' }).click();
  }

  async expectMessage(text: string, timeout?: number): Promise<void> {
    await expect(this.messages().getByText(text)).toBeVisible(timeout === undefined ? {} : { timeout });
  }
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Opens "Contact <company>" on a profile or search result and sends a first message. */
export async function reachOut(page: Page, companyName: string, subject: string, body: string): Promise<void> {
  await page
    .getByRole('button', { name: `Contact ${companyName}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Contact ${companyName}` });
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Message').fill(body);
  await dialog.getByRole('button', { name: 'Send message' }).click();
}
