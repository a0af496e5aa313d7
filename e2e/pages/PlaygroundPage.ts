import { expect, type BrowserContext, type Page } from '@playwright/test';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

/**
 * Aborts every request of the context to a host other than this machine's, and records it: the
 * playground and the reference must work on a network without internet (no CDN, fonts, images).
 */
export async function blockForeignHosts(context: BrowserContext): Promise<string[]> {
  const foreign: string[] = [];
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (LOCAL_HOSTS.has(url.hostname)) return route.continue();
    foreign.push(url.href);
    return route.abort('blockedbyclient');
  });
  return foreign;
}

/** Console errors about the Content-Security-Policy: the page must run under the site's policy. */
export function recordPolicyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** GraphiQL on /graphql, as a user drives it. */
export class PlaygroundPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/graphql');
    await expect(this.page.getByRole('heading', { name: 'Trialbridge GraphQL playground' })).toBeVisible();
    await expect(this.queryEditor()).toBeVisible();
  }

  queryEditor() {
    return this.page.locator('.graphiql-query-editor .CodeMirror');
  }

  /** Replaces the operation in the editor (CodeMirror closes brackets as one types, so it is set whole). */
  async setQuery(query: string): Promise<void> {
    await this.queryEditor().click();
    await this.queryEditor().evaluate((element, text) => {
      (element as HTMLElement & { CodeMirror: { setValue(value: string): void } }).CodeMirror.setValue(text);
    }, query);
  }

  async run(): Promise<void> {
    await this.page.getByRole('button', { name: /Execute query/ }).click();
  }

  result() {
    return this.page.locator('.graphiql-response');
  }

  async openDocs(): Promise<void> {
    await this.page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
  }

  async openHistory(): Promise<void> {
    await this.page.getByRole('button', { name: 'Show History' }).click();
  }

  sidebarPane() {
    return this.page.locator('.graphiql-plugin');
  }
}
