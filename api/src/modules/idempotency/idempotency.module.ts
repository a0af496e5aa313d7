import type { ApiModule } from '../../http/module.js';
import { idempotentWrites } from './idempotency.hooks.js';
import { startIdempotencyPurge } from './idempotency.purge.js';

/** Writes sent with an Idempotency-Key act once; a repeat gets the first answer (docs/idempotency.md). */
export const idempotencyModule: ApiModule = {
  name: 'idempotency',
  routes: async () => undefined,
  hooks: idempotentWrites,
  jobs: startIdempotencyPurge,
};
