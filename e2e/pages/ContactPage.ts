import { expect, type Locator, type Page } from '@playwright/test';

/** The footer every shell page ends with (web/src/app/AppFooter.tsx). */
export function footerNav(page: Page): Locator {
  return page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
}

/** `/contact-us`: the Contact Us form. */
export class ContactPage {
  constructor(private readonly page: Page) {}

  form(): Locator {
    return this.page.getByRole('form', { name: 'Contact us' });
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page).toHaveURL(/\/contact-us$/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(this.form()).toBeVisible();
  }

  async send(fields: {
    name?: string;
    email?: string;
    company: string;
    topic: string;
    message: string;
  }): Promise<void> {
    const form = this.form();
    if (fields.name !== undefined) await form.getByLabel('Your name').fill(fields.name);
    if (fields.email !== undefined) await form.getByLabel('Email').fill(fields.email);
    await form.getByLabel('Company (optional)').fill(fields.company);
    await form.getByLabel('Topic').selectOption({ label: fields.topic });
    await form.getByLabel('Message').fill(fields.message);
    await form.getByRole('button', { name: 'Send message' }).click();
  }

  async expectSent(): Promise<void> {
    // The form waits out the api's minimum fill time (a few seconds) before it sends.
    await expect(this.page.getByText('Thank you, your message has been sent.')).toBeVisible({ timeout: 15_000 });
  }
}
