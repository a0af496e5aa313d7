import { test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signInAs } from '../pages/SignIn.js';

/**
 * Signed-in pages of several personas, each in a browser context of its own, closed after every
 * test of the file that calls this: no signed-in page (nor its live socket) outlives its test.
 */
export function personaPages(): (browser: Browser, email: string, width?: number) => Promise<Page> {
  const opened: BrowserContext[] = [];
  test.afterEach(async () => {
    for (const context of opened.splice(0)) await context.close();
  });
  return async (browser, email, width = 1440) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    opened.push(context);
    const page = await context.newPage();
    await signInAs(page, email);
    return page;
  };
}
