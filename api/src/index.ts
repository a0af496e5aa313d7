/** Public surface of the api workspace (`@trialbridge/api`). */
export { createApp, type CreateAppOptions } from './app.js';
export { openDatabase, type Database, type Db } from './db/database.js';
export { migrate } from './db/migrate.js';
export { loadConfig, type ApiConfig, type IdentityConfig } from './config.js';
export { startIdentityEmulator, type IdentityEmulator } from './identity/emulator.js';
export { ensureIdentityPool } from './identity/identity-pool.js';
export { PERSONAS, DEMO_PASSWORD, type Persona } from './seed/personas.js';
export { runSeed, type SeedMode } from './seed/seed.js';
export type { Clock } from './clock.js';
export type { AppDeps } from './http/types.js';
