import { expect, type Page } from '@playwright/test';
import { uniqueEmail, verificationCodeFor } from '../support/outbox.js';

export const NEW_PASSWORD = 'Register!Pass2026';

/** Drives /register → /verification → /create-password as a new user would. */
export class RegistrationFlow {
  readonly email: string;

  constructor(
    private readonly page: Page,
    local: string,
    domain: string,
  ) {
    this.email = uniqueEmail(local, domain);
  }

  async requestToJoin(names = { firstName: 'Avery', lastName: 'Quinn' }): Promise<void> {
    await this.page.goto('/register');
    await expect(this.page.getByRole('heading', { name: 'Join Trialbridge' })).toBeVisible();
    await this.page.getByLabel('Business email').fill(this.email);
    await this.page.getByLabel('First name').fill(names.firstName);
    await this.page.getByLabel('Last name').fill(names.lastName);
    await this.page.getByLabel('Job title').fill('Clinical Operations Lead');
    await this.page.getByLabel('How did you hear about us?').selectOption({ label: 'LinkedIn' });
    await this.page.getByRole('button', { name: 'Continue' }).click();
    await expect(this.page).toHaveURL(/\/verification$/);
  }

  async verifyEmail(): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await this.page.getByLabel('Verification code').fill(await verificationCodeFor(this.email));
    await this.page.getByRole('button', { name: 'Verify' }).click();
    await expect(this.page).toHaveURL(/\/create-password$/);
  }

  async createPassword(): Promise<void> {
    await this.page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await this.page.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await this.page.getByRole('button', { name: 'Create account' }).click();
  }
}
