import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createApp } from '../app.js';
import { type Clock, createFixedClock } from '../clock.js';
import type { DatabaseKind } from '../db/database.js';
import type { ApiInstance, FeatureDeps } from '../http/types.js';
import type { IdentityAdmin } from '../identity/identity-admin.js';
import { createMemoryEventBus } from '../events/event-bus.js';
import { createUnboundJobRunner, type InlineJobRunner } from '../jobs/job-sender.js';
import { createMemoryMailer, type Mail } from '../mail/mailer.js';
import { modules } from '../__generated__/modules.js';
import type { SeedMode } from '../seed/module-seed.js';
import { runSeed } from '../seed/seed.js';
import { createTestDatabase, type TestDatabase } from './test-db.js';
import { createTestTokens, type TestTokenClaims, type TestTokens } from './tokens.js';

export const TEST_ADMIN_GROUP = 'admin';
export const TEST_API_SECRET = 'test-api-secret';
/** Default instant of test clocks: fixed, so seeded dates are predictable. */
export const TEST_NOW = new Date('2026-03-02T10:00:00.000Z');

export interface TestApp {
  app: ApiInstance;
  database: TestDatabase;
  tokens: TestTokens;
  clock: Clock & { set(date: Date): void; advance(ms: number): void };
  mails: Mail[];
  /**
   * On-demand jobs the app sent (e.g. matchmaking after a publish): they wait until
   * `jobs.drain()` runs them (and what they send), so a test sees the state between commit and job.
   */
  jobs: InlineJobRunner;
  /** An ID token for a seeded user (linked on first use by its verified email). */
  tokenFor(email: string, claims?: TestTokenClaims): string;
  /** An ID token of the admin group (no users row). */
  adminToken(claims?: TestTokenClaims): string;
  /** `app.inject` with a bearer token and optional impersonation target. */
  request(options: {
    method?: string;
    url: string;
    token?: string;
    payload?: unknown;
    impersonate?: number;
    headers?: Record<string, string>;
  }): Promise<LightMyRequestResponse>;
  userId(email: string): Promise<number>;
  close(): Promise<void>;
}

/** Besides these, any module's own dependencies (FeatureDeps: e.g. `payments`, `searchIndex`); unset, each module's default. */
export interface CreateTestAppOptions extends Partial<FeatureDeps> {
  kind?: DatabaseKind;
  seed?: SeedMode;
  now?: Date;
  identityAdmin?: IdentityAdmin | null;
}

/** The api in-process (app.inject) over a fresh database, with test-signed tokens. */
export async function createTestApp(options: CreateTestAppOptions = {}): Promise<TestApp> {
  const { kind, seed: seedMode, now, identityAdmin, ...featureDeps } = options;
  const clock = createFixedClock(now ?? TEST_NOW);
  const seed = seedMode ?? 'personas';
  // The seed at this instant is prepared once and copied for each app (test-db.ts): seeding the
  // personas again for every test was most of an api test's time.
  const database = await createTestDatabase(kind ?? 'pglite', {
    key: `seed ${seed} at ${clock.now().toISOString()}`,
    prepare: (db) => runSeed(db, { mode: seed, clock: createFixedClock(clock.now()) }),
  });
  const tokens = createTestTokens();
  const mailer = createMemoryMailer();
  const jobs = createUnboundJobRunner(modules.flatMap((module) => module.queues ?? []));
  const app = await createApp({
    ...featureDeps,
    jobs,
    db: database.db,
    verifier: tokens.verifier,
    clock,
    mailer,
    events: createMemoryEventBus(),
    identityAdmin: identityAdmin ?? null,
    adminGroup: TEST_ADMIN_GROUP,
    apiSecret: TEST_API_SECRET,
    publicUrl: 'http://app.test.invalid',
  });
  jobs.bind(app);
  const tokenFor = (email: string, claims: TestTokenClaims = {}) =>
    tokens.sign({ sub: `sub-${email}`, email, ...claims });
  return {
    app,
    database,
    tokens,
    clock,
    mails: mailer.sent,
    jobs,
    tokenFor,
    adminToken: (claims = {}) =>
      tokens.sign({ sub: 'sub-admin', email: 'admin@demo.test', groups: [TEST_ADMIN_GROUP], ...claims }),
    request: ({ method = 'GET', url, token, payload, impersonate, headers = {} }) =>
      app.inject({
        method: method as 'GET',
        url,
        ...(payload === undefined ? {} : { payload: payload as object }),
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(impersonate === undefined ? {} : { 'x-impersonated-user-id': String(impersonate) }),
          ...headers,
        },
      }),
    async userId(email) {
      // By SQL, not the user module's table: test infrastructure names no feature module.
      const result = await database.db.execute(sql`SELECT id FROM users WHERE email = ${email}`);
      const [row] = (result as unknown as { rows: { id: number }[] }).rows;
      if (!row) throw new Error(`No user ${email}`);
      return Number(row.id);
    },
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
