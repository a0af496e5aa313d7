import { expect, type Page } from '@playwright/test';
import { LoginPage } from './LoginPage.js';
import { dismissModal } from './Modal.js';

/** Signs a persona in and closes a session-start modal (free-trial or grace-period reminder) if one opens. */
export async function signInAs(page: Page, email: string): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email);
  await expect(page).not.toHaveURL(/\/login/);
  await dismissModal(page);
}
