import '../../scripts/lib/require-node.mjs';
import { join } from 'node:path';
import { pino } from 'pino';
import { createApp } from './app.js';
import { createIdentityTokenVerifier } from './auth/token-verifier.js';
import { createShiftedClock, systemClock } from './clock.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrate, withStartupLock } from './db/migrate.js';
import { createIdentityAdmin } from './identity/identity-admin.js';
import { createIdentityClient } from './identity/identity-client.js';
import { ensureIdentityPool } from './identity/identity-pool.js';
import { createMemoryEventBus } from './events/event-bus.js';
import { createRedisEventBus } from './events/redis-event-bus.js';
import { startJobQueue } from './jobs/job-queue.js';
import { createJobDispatcher } from './jobs/job-sender.js';
import { createMailer } from './mail/mailer.js';
import { safeError, safeRequest } from './http/log-safety.js';
import { overloadLimits } from './http/overload.guard.js';
import { modules } from './__generated__/modules.js';
import { provisionIdentities, runSeed } from './seed/seed.js';

/** Entry point: config, database, migrations, seed, persona identities, listen, drain on signals. */
async function main(): Promise<void> {
  const config = loadConfig();
  // Errors without their messages, requests by their route (http/log-safety.ts): users' text and
  // signed links stay out of the logs.
  const logger = pino({
    level: config.logLevel,
    base: { service: 'api' },
    serializers: { err: safeError, req: safeRequest },
  });

  let identity = config.identity;
  if (identity.endpoint && (!identity.userPoolId || !identity.clientId)) {
    // Emulator without explicit ids: reuse (or create) the pool recorded under .data/identity.
    identity = await ensureIdentityPool({
      endpoint: identity.endpoint,
      region: identity.region,
      dataDir: join(config.dataDir, 'identity'),
      adminGroup: identity.adminGroup,
    });
  }
  if (!identity.userPoolId || !identity.clientId) {
    throw new Error(
      'Set COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID (or COGNITO_ENDPOINT to use the identity emulator).',
    );
  }

  const clock = config.clockStart ? createShiftedClock(config.clockStart) : systemClock;
  if (config.clockStart)
    logger.warn({ clockStart: config.clockStart.toISOString() }, 'the clock starts at CLOCK_START');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  logger.info({ kind: database.kind }, 'database opened');
  // Each module's own settings (e.g. the payment gateway, the search index): a bad one stops the start here.
  const context = { env: process.env, db: database.db, clock, publicUrl: config.publicUrl, log: logger };
  const featureDeps = Object.assign({}, ...modules.map((module) => module.deps?.(context) ?? {}));
  const seeded = await withStartupLock(database, async () => {
    await migrate(database);
    return runSeed(database.db, { mode: config.seedDemoData ? 'demo' : 'none', clock });
  });
  logger.info({ seeded: seeded.seeded }, 'migrations applied');

  const identityClient = await createIdentityClient(identity);
  const identityAdmin = createIdentityAdmin(identityClient, identity.userPoolId);
  if (config.seedDemoData) {
    try {
      await provisionIdentities(database.db, identityAdmin, identity.adminGroup);
      logger.info('persona identities ready');
    } catch (error) {
      // The api still serves; only demo sign-in is affected until the identity service is back.
      logger.error({ err: error }, 'could not provision persona identities');
    }
  }

  // Several api processes share live events only through Redis; one process keeps them in memory.
  const events = config.redisUrl ? createRedisEventBus(config.redisUrl, { log: logger }) : createMemoryEventBus();
  logger.info({ liveEvents: config.redisUrl ? 'redis' : 'memory' }, 'live event bus');
  // Sends wait for the queue below; nothing sends before it starts (the server listens after it).
  const jobs = createJobDispatcher((message) => logger.warn(message));
  const app = await createApp(
    {
      ...featureDeps,
      jobs,
      db: database.db,
      verifier: createIdentityTokenVerifier(identity),
      clock,
      events,
      mailer: createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: config.mailFrom }),
      identityAdmin,
      adminGroup: identity.adminGroup,
      apiSecret: config.apiSecret,
      publicUrl: config.publicUrl,
    },
    { logger, overload: overloadLimits() },
  );
  // Each module's background work (e.g. the subscription sweep) runs beside the requests.
  const stopJobs = modules.flatMap((module) => (module.jobs ? [module.jobs(app)] : []));
  // Scheduled work (e.g. the message digests) runs in pg-boss on the same database: it outlives a restart.
  const queue = await startJobQueue(
    database,
    modules.flatMap((module) => module.queues ?? []),
    app,
  );
  jobs.attach(queue);
  stopJobs.push(queue.stop);
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`api listening on http://${config.host}:${port}`);

  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'draining');
    try {
      await Promise.all(stopJobs.map((stop) => stop()));
      await app.close();
      await events.close();
      await database.close();
      identityClient.destroy();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('api failed to start:', error);
  process.exit(1);
});
