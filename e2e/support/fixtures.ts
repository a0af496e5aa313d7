import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { markSessionStarted, sessionStatePath, signInThroughApi } from './sessions.js';

export { expect } from '@playwright/test';

export interface PageOptions {
  /** The viewport's width: the test's (`test.use({ viewport })`) or 1280; the height is the test's or 900. */
  width?: number;
  /**
   * A session of its own, signed in through GraphQL, instead of the shared saved one: for tests
   * that end or change their session (signing out, acting as someone, a new password).
   */
  fresh?: boolean;
  /** Another origin than the product's, e.g. a second bff (the saved cookies are for 127.0.0.1, any port). */
  baseURL?: string;
}

interface Fixtures {
  /** The persona the test's own `page` is signed in as (saved state); null: a visitor. */
  persona: string | null;
  /** Close spec §4's session-start reminders whenever one is in the way (default), or keep them. */
  sessionStartModals: 'close' | 'keep';
  /** Opens a page signed in as `email` (null: a visitor) in a browser context of its own, closed after the test. */
  pageAs: (email: string | null, options?: PageOptions) => Promise<Page>;
}

/**
 * The reminders met at the start of a session (a trial ending, a grace period, interests to
 * complete), for pages whose session starts during the test (a registration, a fresh sign-in, an
 * admin acting as someone): closed as a user would, with Escape, whenever one covers what the test
 * does next, instead of waiting a while for one that may come. (Saved sessions have started
 * already: markSessionStarted.)
 */
export async function closeSessionStartModals(page: Page): Promise<void> {
  await page.addLocatorHandler(
    page.getByRole('dialog', { name: /^(Your trial ends soon|Payment needed|Key Areas of Interest Required)$/ }),
    async () => page.keyboard.press('Escape'),
  );
}

export const test = base.extend<Fixtures>({
  persona: [null, { option: true }],
  sessionStartModals: ['close', { option: true }],
  storageState: async ({ persona, storageState }, use) => {
    await use(persona ? sessionStatePath(persona) : storageState);
  },
  context: async ({ context, persona, sessionStartModals }, use) => {
    if (persona && sessionStartModals === 'close') await markSessionStarted(context, persona);
    await use(context);
  },
  page: async ({ page, sessionStartModals }, use) => {
    if (sessionStartModals === 'close') await closeSessionStartModals(page);
    await use(page);
  },
  pageAs: async ({ browser, sessionStartModals, viewport }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (email, { width = viewport?.width ?? 1280, fresh = false, baseURL } = {}) => {
      const context = await browser.newContext({
        viewport: { width, height: viewport?.height ?? 900 },
        ...(baseURL ? { baseURL } : {}),
        ...(email && !fresh ? { storageState: sessionStatePath(email) } : {}),
      });
      opened.push(context);
      if (email && fresh) await signInThroughApi(context.request, email);
      else if (email && sessionStartModals === 'close') await markSessionStarted(context, email);
      const page = await context.newPage();
      if (sessionStartModals === 'close') await closeSessionStartModals(page);
      return page;
    });
    // No signed-in page, nor its live socket, outlives its test.
    for (const context of opened) await context.close();
  },
});
