import type { ApiInstance } from '../../http/types.js';
import { purgeExpired } from './idempotency.repository.js';

const EVERY_MS = 60 * 60 * 1000;

/** Deletes the keys past their day, hourly; the answer stops it. */
export function startIdempotencyPurge(app: ApiInstance): () => Promise<void> {
  const tick = (): void => {
    purgeExpired(app.deps.db, app.deps.clock.now()).catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not purge expired idempotency keys');
    });
  };
  const timer = setInterval(tick, EVERY_MS);
  timer.unref();
  return async () => clearInterval(timer);
}
