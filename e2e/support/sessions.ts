import { expect, type APIRequestContext } from '@playwright/test';
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
