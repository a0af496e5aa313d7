import { expect, test } from '@playwright/test';
import { DashboardPage } from '../pages/DashboardPage.js';
import { LoginPage } from '../pages/LoginPage.js';

const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

test('no token is readable from page JavaScript', async ({ page, context }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('sponsor.admin@demo.test', { rememberMe: true });
  await new DashboardPage(page).expectLoaded();

  const visible = await page.evaluate(() => ({
    cookie: document.cookie,
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
  }));
  expect(visible.cookie).toBe('rememberMe=1');
  expect(visible.local).not.toMatch(JWT);
  expect(visible.session).not.toMatch(JWT);
  expect(JSON.parse(visible.local)).toEqual({});
  expect(JSON.parse(visible.session)).toEqual({});

  // The session itself travels only in HttpOnly cookies whose values are encrypted.
  const sessionCookies = (await context.cookies()).filter((c) => c.name !== 'rememberMe');
  expect(sessionCookies.length).toBeGreaterThan(0);
  for (const cookie of sessionCookies) {
    expect(cookie.httpOnly, cookie.name).toBe(true);
    expect(cookie.sameSite, cookie.name).toBe('Lax');
    expect(cookie.value, cookie.name).not.toMatch(JWT);
  }
});
