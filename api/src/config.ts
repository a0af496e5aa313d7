import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Identity (Cognito user pool) settings shared by token verification and the admin client.
 * `endpoint` is set for the cognito-local emulator and unset for real AWS.
 */
export interface IdentityConfig {
  region: string;
  userPoolId: string;
  clientId: string;
  endpoint: string | undefined;
  issuer: string;
  jwksUri: string;
  adminGroup: string;
}

export interface ApiConfig {
  /** HOST (default 127.0.0.1) and PORT (scripts/start.mjs sets it), else API_PORT, else 4010. */
  host: string;
  port: number;
  /** DATA_DIR (default `.data` at the repository root): PGlite files, outbox, generated secret. */
  dataDir: string;
  /** DATABASE_URL: PostgreSQL connection string; unset = embedded PGlite under `<dataDir>/pglite`. */
  databaseUrl: string | undefined;
  /** COGNITO_* variables; `userPoolId`/`clientId` may be empty until the emulator pool is ensured. */
  identity: IdentityConfig;
  /** SEED_DEMO_DATA (default true unless NODE_ENV=production): demo companies, users, personas. */
  seedDemoData: boolean;
  /** API_SECRET: HMAC key for unsubscribe tokens; generated once into `<dataDir>/api-secret` when unset. */
  apiSecret: string;
  /** SMTP_URL: send mail through SMTP; unset = JSON files in `<dataDir>/outbox/`. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: sender of every mail. */
  mailFrom: string;
  /** PUBLIC_URL: the product's public address, used for links in mails (default http://127.0.0.1:4000). */
  publicUrl: string;
  /**
   * REDIS_URL: live events (GET /v1/events/stream) cross api processes through Redis pub/sub;
   * unset = in memory, right for one api process only (several need it set).
   */
  redisUrl: string | undefined;
  /** LOG_LEVEL (default info; silent in tests). */
  logLevel: string;
  /** NODE_ENV === 'production'. */
  production: boolean;
  /**
   * CLOCK_START (ISO 8601, not in production): the api's clock starts at that instant and runs
   * on, so the demo data's dates and everything computed from them are the same on every run
   * (the e2e screenshot comparisons use it). Unset: the system clock.
   */
  clockStart: Date | undefined;
}

type Env = Record<string, string | undefined>;

/** The repository root: this file lives in api/src (or api/dist once built), two levels down. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function resolveDataDir(env: Env = process.env): string {
  const raw = env.DATA_DIR?.trim();
  if (!raw) return join(repoRoot, '.data');
  return isAbsolute(raw) ? raw : resolve(repoRoot, raw);
}

export function buildIdentityConfig(input: {
  region: string;
  userPoolId: string;
  clientId: string;
  endpoint?: string | undefined;
  issuer?: string | undefined;
  adminGroup?: string | undefined;
}): IdentityConfig {
  const endpoint = input.endpoint?.replace(/\/+$/, '') || undefined;
  // The emulator's discovery document names the wrong host, so the issuer is built by hand.
  const issuer =
    input.issuer?.replace(/\/+$/, '') ||
    (endpoint
      ? `${endpoint}/${input.userPoolId}`
      : `https://cognito-idp.${input.region}.amazonaws.com/${input.userPoolId}`);
  return {
    region: input.region,
    userPoolId: input.userPoolId,
    clientId: input.clientId,
    endpoint,
    issuer,
    jwksUri: `${issuer}/.well-known/jwks.json`,
    adminGroup: input.adminGroup || 'admin',
  };
}

function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'api-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing) return existing;
  } catch {
    // Missing: generated below.
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function parseBoolean(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid port: ${value}`);
  return port;
}

export function loadConfig(env: Env = process.env): ApiConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolveDataDir(env);
  return {
    host: env.HOST?.trim() || '127.0.0.1',
    port: parsePort(env.PORT ?? env.API_PORT, 4010),
    dataDir,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    identity: buildIdentityConfig({
      region: env.COGNITO_REGION?.trim() || 'us-east-1',
      userPoolId: env.COGNITO_USER_POOL_ID?.trim() ?? '',
      clientId: env.COGNITO_CLIENT_ID?.trim() ?? '',
      endpoint: env.COGNITO_ENDPOINT?.trim(),
      issuer: env.COGNITO_ISSUER?.trim(),
      adminGroup: env.COGNITO_ADMIN_GROUP?.trim(),
    }),
    seedDemoData: parseBoolean(env.SEED_DEMO_DATA, !production),
    apiSecret: env.API_SECRET?.trim() || readOrCreateSecret(dataDir),
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom: env.MAIL_FROM?.trim() || 'Trialbridge <no-reply@trialbridge.local>',
    publicUrl: (env.PUBLIC_URL?.trim() || 'http://127.0.0.1:4000').replace(/\/+$/, ''),
    redisUrl: env.REDIS_URL?.trim() || undefined,
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    production,
    clockStart: parseClockStart(env.CLOCK_START, production),
  };
}

function parseClockStart(raw: string | undefined, production: boolean): Date | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (production) throw new Error('CLOCK_START is for tests and demos: unset it in production.');
  const start = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(start.getTime())) {
    throw new Error(`CLOCK_START must be an ISO 8601 instant such as 2026-03-02T10:00:00Z, not "${value}".`);
  }
  return start;
}
