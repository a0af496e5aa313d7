import { expect, type Locator, type Page } from '@playwright/test';

export class DashboardPage {
  constructor(private readonly page: Page) {}

  /** The dashboard rendered (a session-start modal may cover it: that hides it from the a11y tree only). */
  async expectLoaded(): Promise<void> {
    await expect(this.page).toHaveURL(/\/dashboard$/);
    await expect(this.page.getByRole('heading', { name: /^Welcome, /, includeHidden: true })).toBeVisible();
  }

  /** The value shown next to a label in the dashboard's description lists. */
  field(label: string): Locator {
    return this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  }

  async signOut(): Promise<void> {
    if (await this.page.getByRole('dialog').isVisible()) await this.page.keyboard.press('Escape');
    await this.page.getByRole('button', { name: 'Sign out' }).click();
    await expect(this.page).toHaveURL(/\/login/);
  }
}
