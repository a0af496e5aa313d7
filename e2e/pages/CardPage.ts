import { expect, type Page } from '@playwright/test';

/** The local payment gateway's card page (reached through the product's "add a card" buttons). */
export class CardPage {
  constructor(private readonly page: Page) {}

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(/\/payments\/local\/cards\//);
    await expect(this.page.getByRole('heading', { name: 'Add a payment card' })).toBeVisible();
  }

  /** Fills the form with a test card (an expiry years ahead) and saves it. */
  async save(number: string, name = 'Test Cardholder'): Promise<void> {
    await this.page.getByLabel('Card number').fill(number);
    await this.page.getByLabel('Expiry month').fill('12');
    await this.page.getByLabel('Expiry year').fill(String(new Date().getUTCFullYear() + 3));
    await this.page.getByLabel('CVC').fill('123');
    await this.page.getByLabel('Name on card').fill(name);
    await this.page.getByRole('button', { name: 'Save card' }).click();
  }

  async cancel(): Promise<void> {
    await this.page.getByRole('button', { name: 'Cancel' }).click();
  }
}
