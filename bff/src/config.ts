import { fileURLToPath } from 'node:url';
import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { DEFAULT_CLIENT_BUDGETS, type ClientBudget, type ClientBudgets } from './limits/client.budget.js';

/** The repository root (bff/src/config.ts and bff/dist/config.js both sit two levels below it). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface CognitoConfig {
  region: string;
  userPoolId: string;
  clientId: string;
  /** The emulator's URL; undefined means real AWS. */
  endpoint: string | undefined;
  /** The token issuer: COGNITO_ISSUER, else derived from the endpoint or the AWS region. */
  issuer: string;
  adminGroup: string;
}

/** Where the web client sends analytics events (the schema's AnalyticsProvider). */
export type AnalyticsProvider = 'CONSOLE' | 'NONE';

/** What the client reads before anything else (`appConfig`). */
export interface AppSettings {
  /** The product's name: `{brand}` in the spec's texts. */
  brandName: string;
  /** Set: the maintenance-password screen replaces the app until this password is entered. */
  maintenancePassword: string | undefined;
  /** The address of the one-time trial-extension mail link (spec §4). */
  supportEmail: string;
  analytics: AnalyticsProvider;
}

/** How much /graphql takes in: body size and, under overload, how many at once and how long others wait. */
export interface GraphqlLimits {
  /** Largest body of an operation other than an upload (uploads keep their own limit). */
  bodyLimitBytes: number;
  /** `adaptive` (the limit follows the operations' latency) or `fixed` (always maxConcurrent). */
  limiter: 'adaptive' | 'fixed';
  /** Operations served at once: the fixed limit, and the adaptive limit's ceiling. */
  maxConcurrent: number;
  /** The adaptive limit's floor. */
  minConcurrent: number;
  /** The adaptive limit is cut while the 90th percentile of operations takes longer than this. */
  latencyTargetMs: number;
  /** Operations that may wait for a slot; more are refused at once with 503. */
  maxQueued: number;
  /** How long an operation may wait for a slot before it is refused with 503. */
  maxWaitMs: number;
  /** The Retry-After of a 503 answer. */
  retryAfterSeconds: number;
}

export interface BffConfig {
  port: number;
  host: string;
  /** The REST api's root, without a trailing slash (e.g. http://127.0.0.1:4010). */
  apiUrl: string;
  /** The api's root as browsers reach it (a document's signed upload link), without a trailing slash. */
  apiPublicUrl: string;
  /** Origins browsers send uploads to (the api's public one, an S3 bucket's): the CSP's connect-src. */
  uploadOrigins: string[];
  cognito: CognitoConfig;
  /** undefined: read or create `<dataDir>/session-secret` (see session/session.secret.ts). */
  sessionSecret: string | undefined;
  dataDir: string;
  publicUrl: URL;
  /** True when PUBLIC_URL is https: cookies become Secure and `__Host-` prefixed. */
  secureCookies: boolean;
  corsOrigins: string[];
  webDist: string;
  redisUrl: string | undefined;
  /** Fastify's `trustProxy`: whose X-Forwarded-For sets `request.ip` (false: nobody's). */
  trustProxy: boolean | string[];
  sessionRefreshAfterSeconds: number;
  nodeEnv: string;
  production: boolean;
  logLevel: string;
  app: AppSettings;
  graphqlLimits: GraphqlLimits;
  /** Each client's operations and query cost per minute (bff/src/limits). */
  clientBudgets: ClientBudgets;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function required(env: Env, name: string): string {
  const value = text(env, name);
  if (!value) throw new ConfigError(`${name} is required`);
  return value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got '${raw}'`);
  }
  return value;
}

function url(name: string, raw: string): URL {
  try {
    const parsed = new URL(raw);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http(s)');
    return parsed;
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got '${raw}'`);
  }
}

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY like addresses. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `true`, `false`, or the proxies' addresses, CIDR ranges and range names, comma-separated. */
function trustProxy(env: Env): boolean | string[] {
  const raw = text(env, 'TRUST_PROXY')?.toLowerCase() ?? 'false';
  if (raw === 'true' || raw === 'false') return raw === 'true';
  const proxies = raw.split(',').map((entry) => entry.trim());
  for (const entry of proxies) {
    const [address = '', bits, ...rest] = entry.split('/');
    const width = isIP(address) === 4 ? 32 : 128;
    const validBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= width);
    if (!PROXY_RANGES.has(entry) && (isIP(address) === 0 || !validBits || rest.length > 0)) {
      throw new ConfigError(`TRUST_PROXY must be true, false or proxy addresses/CIDR ranges, got '${entry}'`);
    }
  }
  return proxies;
}

const trimSlash = (value: string): string => value.replace(/\/+$/, '');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function appSettings(env: Env, production: boolean): AppSettings {
  const supportEmail = text(env, 'SUPPORT_EMAIL') ?? 'support@trialbridge.example';
  if (!EMAIL.test(supportEmail)) throw new ConfigError(`SUPPORT_EMAIL must be an email address, got '${supportEmail}'`);
  const analytics = (text(env, 'ANALYTICS') ?? (production ? 'none' : 'console')).toLowerCase();
  if (analytics !== 'console' && analytics !== 'none')
    throw new ConfigError(`ANALYTICS must be 'console' or 'none', got '${analytics}'`);
  return {
    brandName: text(env, 'BRAND_NAME') ?? 'Trialbridge',
    maintenancePassword: text(env, 'MAINTENANCE_PASSWORD'),
    supportEmail,
    analytics: analytics === 'console' ? 'CONSOLE' : 'NONE',
  };
}
/** `RATE_LIMIT_<KIND>_OPERATIONS` and `RATE_LIMIT_<KIND>_COST`, each defaulting to DEFAULT_CLIENT_BUDGETS. */
function clientBudget(env: Env, kind: keyof ClientBudgets): ClientBudget {
  const fallback = DEFAULT_CLIENT_BUDGETS[kind];
  const name = `RATE_LIMIT_${kind.toUpperCase()}`;
  return {
    operationsPerMinute: integer(env, `${name}_OPERATIONS`, fallback.operationsPerMinute, 1, 1_000_000_000),
    costPerMinute: integer(env, `${name}_COST`, fallback.costPerMinute, 1, 1_000_000_000),
  };
}

function limiterKind(env: Env, name: string): 'adaptive' | 'fixed' {
  const value = text(env, name) ?? 'adaptive';
  if (value === 'adaptive' || value === 'fixed') return value;
  throw new ConfigError(`${name} must be adaptive or fixed, not ${value}`);
}

/** A comma-separated list of origins (each checked as a URL), or none. */
const origins = (env: Env, name: string): string[] =>
  (text(env, name) ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => url(name, origin).origin);

const fromRepo = (path: string): string => (isAbsolute(path) ? path : resolve(REPO_ROOT, path));

/**
 * Reads the bff's configuration from the environment:
 * - PORT (4000), HOST (127.0.0.1): where the bff listens.
 * - API_URL (required): the REST service root, e.g. http://127.0.0.1:4010.
 * - API_PUBLIC_URL (API_URL): the api's root as browsers reach it (a document's signed upload link).
 * - UPLOAD_ORIGINS: more origins browsers upload to (an S3 endpoint); both join the CSP's connect-src.
 * - COGNITO_REGION (us-east-1), COGNITO_USER_POOL_ID, COGNITO_CLIENT_ID (required): the user pool
 *   and its public app client.
 * - COGNITO_ENDPOINT: the emulator's URL; unset means real AWS Cognito.
 * - COGNITO_ISSUER: overrides the token issuer (default `${COGNITO_ENDPOINT}/${poolId}`, or
 *   `https://cognito-idp.${region}.amazonaws.com/${poolId}`).
 * - COGNITO_ADMIN_GROUP (admin): the `cognito:groups` entry that makes a user an admin.
 * - SESSION_SECRET: at least 32 characters; keys the session cookies' encryption. Unset: a random
 *   secret is generated once into `<DATA_DIR>/session-secret`. Replicas must share it.
 * - DATA_DIR (`.data` at the repo root).
 * - PUBLIC_URL (`http://HOST:PORT`): the origin browsers use; https turns on Secure + `__Host-` cookies.
 * - CORS_ORIGINS: comma-separated extra origins allowed to call with credentials (default none).
 * - WEB_DIST (`<repo>/web/dist`): the built web app.
 * - REDIS_URL: when set, sign-in lockout counters and client budgets live in Redis (shared by replicas).
 * - TRUST_PROXY (false): behind a reverse proxy, `true` (trust any sender: only when nothing but the
 *   proxy can reach the bff) or the proxies' addresses/CIDR ranges, comma-separated (e.g.
 *   `10.0.0.0/8,loopback`): the client address (sign-in and maintenance lockouts count per address)
 *   is then taken from X-Forwarded-For. Left false behind a proxy, every client shares the proxy's
 *   address; set where clients reach the bff directly, anyone could pick their address.
 * - SESSION_REFRESH_AFTER_SECONDS (3000, the spec's ~50 minutes): tokens are refreshed past this age.
 * - NODE_ENV (development), LOG_LEVEL (info).
 * How much /graphql takes in (see http/graphql.limits.ts):
 * - GRAPHQL_BODY_LIMIT_BYTES (102400): the largest body of an operation that is not an upload.
 * - GRAPHQL_CONCURRENCY (adaptive, docs/graphql-limits.md): `adaptive`, operations served at once follow their latency
 *   between GRAPHQL_MIN_CONCURRENT (16) and GRAPHQL_MAX_CONCURRENT (64), cut while their 90th
 *   percentile is over GRAPHQL_LATENCY_TARGET_MS (300); `fixed`, always GRAPHQL_MAX_CONCURRENT.
 * - GRAPHQL_MAX_QUEUED (128): operations waiting for a slot; one more is refused at once (503).
 * - GRAPHQL_MAX_WAIT_MS (300; 1000 with the fixed limit, docs/graphql-limits.md): how long one may wait for a slot before it is refused (503).
 * - OVERLOAD_RETRY_AFTER_SECONDS (1): the Retry-After of those 503 answers.
 * Each client's budget per minute (see limits/client.budget.ts): operations, and query cost points
 * (limits/operation.cost.ts; one operation may cost at most 5,000). Past either: 429 RATE_LIMITED
 * with Retry-After until the minute's window ends. Counted in Redis when REDIS_URL is set.
 * - RATE_LIMIT_KEY_OPERATIONS (120), RATE_LIMIT_KEY_COST (20000): per partner API key.
 * - RATE_LIMIT_USER_OPERATIONS (600), RATE_LIMIT_USER_COST (100000): per signed-in user (cookie
 *   session, or bearer access token).
 * - RATE_LIMIT_ANONYMOUS_OPERATIONS (300), RATE_LIMIT_ANONYMOUS_COST (50000): per client address
 *   when signed out (behind a proxy, set TRUST_PROXY, or every visitor shares the proxy's).
 * What the client reads first (`appConfig`):
 * - BRAND_NAME (Trialbridge): the product name, `{brand}` in the spec's texts.
 * - MAINTENANCE_PASSWORD: when set (trimmed), the maintenance-password screen replaces the app
 *   until it is entered (`unlockMaintenance`; 10 wrong tries per client IP per 15 minutes).
 * - SUPPORT_EMAIL (support@trialbridge.example): the trial-extension mail link's address.
 * - ANALYTICS (`console`, or `none` when NODE_ENV=production): the client's analytics adapter.
 */
export function loadConfig(env: Env = process.env): BffConfig {
  const port = integer(env, 'PORT', 4000, 0, 65535);
  const host = text(env, 'HOST') ?? '127.0.0.1';
  const apiUrl = trimSlash(url('API_URL', required(env, 'API_URL')).href);
  const region = text(env, 'COGNITO_REGION') ?? 'us-east-1';
  const userPoolId = required(env, 'COGNITO_USER_POOL_ID');
  const endpointRaw = text(env, 'COGNITO_ENDPOINT');
  const endpoint = endpointRaw ? trimSlash(url('COGNITO_ENDPOINT', endpointRaw).href) : undefined;
  const issuerRaw = text(env, 'COGNITO_ISSUER');
  const issuer = issuerRaw
    ? trimSlash(url('COGNITO_ISSUER', issuerRaw).href)
    : `${endpoint ?? `https://cognito-idp.${region}.amazonaws.com`}/${userPoolId}`;
  const sessionSecret = text(env, 'SESSION_SECRET');
  if (sessionSecret !== undefined && sessionSecret.length < 32) {
    throw new ConfigError('SESSION_SECRET must be at least 32 characters');
  }
  const publicUrl = url('PUBLIC_URL', text(env, 'PUBLIC_URL') ?? `http://${host}:${port}`);
  const corsOrigins = origins(env, 'CORS_ORIGINS');
  const apiPublic = url('API_PUBLIC_URL', text(env, 'API_PUBLIC_URL') ?? apiUrl);
  const uploadOrigins = [...new Set([apiPublic.origin, ...origins(env, 'UPLOAD_ORIGINS')])];
  const nodeEnv = text(env, 'NODE_ENV') ?? 'development';
  const limiter = limiterKind(env, 'GRAPHQL_CONCURRENCY');
  return {
    port,
    host,
    apiUrl,
    apiPublicUrl: trimSlash(apiPublic.href),
    uploadOrigins,
    cognito: {
      region,
      userPoolId,
      clientId: required(env, 'COGNITO_CLIENT_ID'),
      endpoint,
      issuer,
      adminGroup: text(env, 'COGNITO_ADMIN_GROUP') ?? 'admin',
    },
    sessionSecret,
    dataDir: fromRepo(text(env, 'DATA_DIR') ?? '.data'),
    publicUrl,
    secureCookies: publicUrl.protocol === 'https:',
    corsOrigins,
    webDist: fromRepo(text(env, 'WEB_DIST') ?? 'web/dist'),
    redisUrl: text(env, 'REDIS_URL'),
    trustProxy: trustProxy(env),
    sessionRefreshAfterSeconds: integer(env, 'SESSION_REFRESH_AFTER_SECONDS', 3000, 1, 30 * 86_400),
    nodeEnv,
    production: nodeEnv === 'production',
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    app: appSettings(env, nodeEnv === 'production'),
    graphqlLimits: {
      bodyLimitBytes: integer(env, 'GRAPHQL_BODY_LIMIT_BYTES', 102_400, 1_024, 7_500_000),
      limiter,
      maxConcurrent: integer(env, 'GRAPHQL_MAX_CONCURRENT', 64, 1, 100_000),
      minConcurrent: integer(env, 'GRAPHQL_MIN_CONCURRENT', 16, 1, 100_000),
      latencyTargetMs: integer(env, 'GRAPHQL_LATENCY_TARGET_MS', 300, 1, 60_000),
      maxQueued: integer(env, 'GRAPHQL_MAX_QUEUED', 128, 0, 1_000_000),
      // The adaptive limit keeps a wait short (an admitted operation then finishes within 2 s); the
      // fixed one, a queue behind 64 at once, waits as long as it did before.
      maxWaitMs: integer(env, 'GRAPHQL_MAX_WAIT_MS', limiter === 'adaptive' ? 300 : 1_000, 0, 60_000),
      retryAfterSeconds: integer(env, 'OVERLOAD_RETRY_AFTER_SECONDS', 1, 1, 3_600),
    },
    clientBudgets: {
      key: clientBudget(env, 'key'),
      user: clientBudget(env, 'user'),
      anonymous: clientBudget(env, 'anonymous'),
    },
  };
}
