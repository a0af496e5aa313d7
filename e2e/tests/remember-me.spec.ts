import { chromium, expect, test, type BrowserContext } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DashboardPage } from '../pages/DashboardPage.js';
import { LoginPage } from '../pages/LoginPage.js';
import { chromiumArgs, chromiumPath } from '../support/browser.js';

// A real browser restart: the same Chromium profile folder, closed and opened again.
function openBrowser(profile: string, baseURL: string | undefined): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, { executablePath: chromiumPath, args: chromiumArgs, baseURL });
}

test.describe('remember me', () => {
  for (const rememberMe of [true, false]) {
    test(`${rememberMe ? 'keeps' : 'does not keep'} the session across a browser restart when ${rememberMe ? 'chosen' : 'not chosen'}`, async ({
      baseURL,
    }) => {
      const profile = mkdtempSync(join(tmpdir(), 'tb-profile-'));
      try {
        let browser = await openBrowser(profile, baseURL);
        let page = browser.pages()[0] ?? (await browser.newPage());
        const login = new LoginPage(page);
        await login.goto();
        await login.signIn('vendor.member@demo.test', { rememberMe });
        await new DashboardPage(page).expectLoaded();
        const rememberCookie = (await browser.cookies()).find((c) => c.name === 'rememberMe');
        if (rememberMe) {
          expect(rememberCookie?.value).toBe('1');
          expect(rememberCookie?.path).toBe('/');
          const days = ((rememberCookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
          expect(days).toBeGreaterThan(29);
          expect(days).toBeLessThanOrEqual(30);
        } else {
          expect(rememberCookie).toBeUndefined();
        }
        await browser.close();

        browser = await openBrowser(profile, baseURL);
        page = browser.pages()[0] ?? (await browser.newPage());
        await page.goto('/dashboard');
        if (rememberMe) await new DashboardPage(page).expectLoaded();
        else await expect(page.getByText('To access the page you need to be logged in to Trialbridge')).toBeVisible();
        await browser.close();
      } finally {
        rmSync(profile, { recursive: true, force: true });
      }
    });
  }
});

// A session remembered or not, its tokens never reach page JavaScript.
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
