import { test as setup } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { graphql } from '../support/graphql.js';
import { SHARED_PERSONAS, sessionStatePath, sessionUserPath, signInThroughApi } from '../support/sessions.js';

// Each persona signs in once, through GraphQL, and every test that only needs them signed in
// starts from the saved cookies (support/fixtures.ts). The login page itself is driven only by
// the specs about signing in (sign-in, MFA, remember me, forgot password).
for (const email of SHARED_PERSONAS) {
  setup(`signs ${email} in`, async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    try {
      await signInThroughApi(request, email);
      await request.storageState({ path: sessionStatePath(email) });
      const { viewer } = await graphql<{ viewer: { user: { id: string } } }>(request, '{ viewer { user { id } } }');
      writeFileSync(sessionUserPath(email), JSON.stringify({ userId: viewer.user.id }));
    } finally {
      await request.dispose();
    }
  });
}
