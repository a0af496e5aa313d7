import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PASSWORD } from './personas.js';

const SIGN_IN =
  'mutation($input: SignInInput!) { signIn(input: $input) { viewer { email } challenge { name } errors { message } } }';

/**
 * Signs a persona in through the bff's sign-in mutation, as the login page does, into the
 * request context's cookie jar (a browser context's `request` shares the browser's cookies).
 */
export async function signInThroughApi(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  const response = await request.post('/graphql', {
    data: { query: SIGN_IN, variables: { input: { email, password } } },
  });
  const body = (await response.json()) as { data?: { signIn?: { viewer: unknown; errors: unknown[] } } };
  expect(body.data?.signIn?.errors, `${email}: ${JSON.stringify(body)}`).toEqual([]);
  expect(body.data?.signIn?.viewer, `${email}: ${JSON.stringify(body)}`).toBeTruthy();
}

/**
 * The personas whose signed-in state tests share (tests/sessions.setup.ts saves one each). The
 * platform admin is not among them: acting as someone changes the session itself, so every test
 * of the admin signs in afresh (`fresh: true`).
 */
export const SHARED_PERSONAS = [
  'sponsor.admin@demo.test',
  'sponsor.member@demo.test',
  'sponsor.nointerests@demo.test',
  'vendor.admin@demo.test',
  'vendor.member@demo.test',
  'pastdue.admin@demo.test',
  'site.admin@demo.test',
  'new.user@demo.test',
  'expired.admin@demo.test',
] as const;

/** Where a persona's saved state (its session cookies) lives during a run. */
export function sessionStatePath(email: string): string {
  return join(import.meta.dirname, '../test-results/.sessions', `${email}.json`);
}

/** Where the setup wrote the persona's user id (for sessionStartShown). */
export function sessionUserPath(email: string): string {
  return join(import.meta.dirname, '../test-results/.sessions', `${email}.user.json`);
}

/**
 * A saved session is one that has started: its tab remembers that the session-start reminder was
 * shown (web/src/app/modals/sessionStartMemory.ts keeps the user's id under this key in
 * sessionStorage), as after the sign-in that opened it. Without this, every new tab of a persona
 * with a reminder would open it at a moment that depends on the machine's load, under whatever
 * the test clicks then. The reminders themselves: tests/shell-modals.spec.ts (sessionStartModals: 'keep').
 */
export async function markSessionStarted(context: BrowserContext, email: string): Promise<void> {
  const { userId } = JSON.parse(readFileSync(sessionUserPath(email), 'utf8')) as { userId: string };
  await context.addInitScript((id) => window.sessionStorage.setItem('sessionStartModalShown', id), userId);
}
