/** Test helpers for this workspace and for others (`@trialbridge/api/testing`). */
export { startTestIdentity, type TestIdentity } from './test-identity.js';
export { startTestApi, type StartTestApiOptions, type TestApi } from './test-api.js';
export { createTestApp, type CreateTestAppOptions, type TestApp, TEST_ADMIN_GROUP, TEST_NOW } from './test-app.js';
export { createFakeIdentityAdmin, type FakeIdentityAdmin } from './fake-identity-admin.js';
export { registerThroughApi, TEST_NEW_PASSWORD, verificationCodeIn } from './test-registration.js';
export {
  allTestDatabaseKinds,
  createTestDatabase,
  createTestDb,
  testDatabaseKinds,
  type TestDatabase,
} from './test-db.js';
export { createTestTokens, TEST_CLIENT_ID, TEST_ISSUER, type TestTokenClaims, type TestTokens } from './tokens.js';
export {
  DEMO_PASSWORD,
  HELIXA_EMAIL_DOMAIN,
  NORTHBRIDGE_EMAIL_DOMAIN,
  PERSONAS,
  type Persona,
} from '../seed/personas.js';
