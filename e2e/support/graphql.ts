import { expect, request as requests, type APIRequestContext } from '@playwright/test';
import { sessionStatePath } from './sessions.js';

/** Runs a GraphQL operation with the browser context's cookies, as the web app would. */
export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables } });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/**
 * Runs a GraphQL operation as a persona, with their saved session (tests/sessions.setup.ts): how
 * tests set up and tidy up data, leaving the clicking to the one test of each feature that clicks.
 */
export async function graphqlAs<T>(email: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT}`;
  const request = await requests.newContext({ baseURL, storageState: sessionStatePath(email) });
  try {
    return await graphql<T>(request, query, variables);
  } finally {
    await request.dispose();
  }
}
