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
