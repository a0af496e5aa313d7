import { createApp } from '../app.js';
import { createIdentityTokenVerifier } from '../auth/token-verifier.js';
import { type Clock, systemClock } from '../clock.js';
import type { IdentityConfig } from '../config.js';
import type { Db } from '../db/database.js';
import type { ApiInstance } from '../http/types.js';
import { createIdentityAdmin } from '../identity/identity-admin.js';
import { createIdentityClient } from '../identity/identity-client.js';
import { createMemoryEventBus } from '../events/event-bus.js';
import { createUnboundJobRunner } from '../jobs/job-sender.js';
import { modules } from '../__generated__/modules.js';
import { createMemoryMailer, type Mail } from '../mail/mailer.js';
import type { SeedMode } from '../seed/module-seed.js';
import { provisionIdentities, runSeed } from '../seed/seed.js';
import { createTestDatabase } from './test-db.js';
import type { TestIdentity } from './test-identity.js';

export interface TestApi {
  /** e.g. http://127.0.0.1:41234 (no trailing slash, no /v1). */
  url: string;
  app: ApiInstance;
  db: Db;
  /** Mails the api sent (verification codes ...). */
  mails: Mail[];
  stop(): Promise<void>;
}

export interface StartTestApiOptions {
  /** The emulator from startTestIdentity (or its config): tokens are verified against it. */
  identity: TestIdentity | IdentityConfig;
  seed?: SeedMode;
  clock?: Clock;
}

/**
 * The real api over HTTP on a free port of 127.0.0.1: in-memory PGlite, migrations, reference
 * data, the requested seed and, when seeding people, persona identities in the emulator.
 */
export async function startTestApi(options: StartTestApiOptions): Promise<TestApi> {
  const identity = 'config' in options.identity ? options.identity.config : options.identity;
  const clock = options.clock ?? systemClock;
  const seed = options.seed ?? 'personas';
  const database = await createTestDatabase('pglite');
  const client = await createIdentityClient(identity);
  const identityAdmin = createIdentityAdmin(client, identity.userPoolId);
  try {
    await runSeed(database.db, { mode: seed, clock });
    if (seed !== 'none') await provisionIdentities(database.db, identityAdmin, identity.adminGroup);
    const mailer = createMemoryMailer();
    // Like the server's queue: a sent job (e.g. matchmaking) starts at once, in this process.
    const jobs = createUnboundJobRunner(
      modules.flatMap((module) => module.queues ?? []),
      { auto: true },
    );
    const app = await createApp({
      jobs,
      db: database.db,
      verifier: createIdentityTokenVerifier(identity),
      clock,
      mailer,
      events: createMemoryEventBus(),
      identityAdmin,
      adminGroup: identity.adminGroup,
      apiSecret: 'test-api-secret',
      publicUrl: 'http://127.0.0.1',
    });
    jobs.bind(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return {
      url: `http://127.0.0.1:${port}`,
      app,
      db: database.db,
      mails: mailer.sent,
      async stop() {
        await jobs.drain().catch(() => undefined);
        await app.close();
        await database.dispose();
        client.destroy();
      },
    };
  } catch (error) {
    await database.dispose();
    client.destroy();
    throw error;
  }
}
