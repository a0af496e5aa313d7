import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/personas.js';

export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(path = '/login'): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { name: /Sign in to/ })).toBeVisible();
  }

  async signIn(email: string, options: { password?: string; rememberMe?: boolean } = {}): Promise<void> {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(options.password ?? DEMO_PASSWORD);
    if (options.rememberMe) await this.page.getByRole('checkbox', { name: 'Remember me' }).check({ force: true });
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }

  alert() {
    return this.page.getByRole('alert');
  }
}
