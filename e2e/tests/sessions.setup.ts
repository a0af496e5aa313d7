import { test as setup } from '@playwright/test';
import { SHARED_PERSONAS, sessionStatePath, signInThroughApi } from '../support/sessions.js';

// Each persona signs in once, through GraphQL, and every test that only needs them signed in
// starts from the saved cookies (support/fixtures.ts). The login page itself is driven only by
// the specs about signing in (sign-in, MFA, remember me, forgot password).
for (const email of SHARED_PERSONAS) {
  setup(`signs ${email} in`, async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    try {
      await signInThroughApi(request, email);
      await request.storageState({ path: sessionStatePath(email) });
    } finally {
      await request.dispose();
    }
  });
}
