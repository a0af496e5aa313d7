import { expect, test } from '@playwright/test';
import { startReplicas, type Replicas } from '../support/replicas.js';

// Issue 12 point 8, "two of each": two bff and two api processes on one PostgreSQL and one Redis,
// with one session secret, as replicas behind a load balancer. A signed-in browser's requests go
// alternately to the two bffs and work on both; it signs out through one, and the other refuses
// the same cookie at once (the session record lives in PostgreSQL, not in either process).

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const VIEWER = '{ viewer { email user { email } } }';

test.skip(!databaseUrl, 'needs a PostgreSQL server: TEST_DATABASE_URL (set by .ci/run)');
test.setTimeout(300_000);

let replicas: Replicas | undefined;
test.afterAll(async () => {
  await replicas?.stop();
});

async function graphql(bffUrl: string, query: string, cookie?: string, variables = {}) {
  const response = await fetch(`${bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  return { body: (await response.json()) as { data?: Record<string, unknown> | null; errors?: unknown[] }, cookies };
}

test('a session signed out through one bff is refused by the other', async () => {
  replicas = await startReplicas(databaseUrl ?? '', redisUrl);
  const [first, second] = replicas.bffUrls;
  const signIn = await graphql(
    first,
    'mutation($input: SignInInput!) { signIn(input: $input) { errors { message } } }',
    undefined,
    { input: { email: 'sponsor.member@demo.test', password: 'DemoPass!2026' } },
  );
  expect(signIn.body.data).toEqual({ signIn: { errors: [] } });
  const cookie = signIn.cookies.filter((c) => c.startsWith('tb_session')).join('; ');

  for (const bffUrl of [first, second, first, second]) {
    const { body } = await graphql(bffUrl, VIEWER, cookie);
    expect(body.data).toEqual({
      viewer: { email: 'sponsor.member@demo.test', user: { email: 'sponsor.member@demo.test' } },
    });
  }

  const signOut = await graphql(first, 'mutation { signOut { success } }', cookie);
  expect(signOut.body.data).toEqual({ signOut: { success: true } });

  for (const bffUrl of [second, first]) {
    const { body } = await graphql(bffUrl, VIEWER, cookie);
    expect(body.data?.viewer ?? null).toBeNull();
    expect(JSON.stringify(body.errors)).toContain('UNAUTHENTICATED');
  }
});
