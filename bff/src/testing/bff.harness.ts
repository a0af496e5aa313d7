import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { createBffApp, type BffDeps } from '../app.js';
import { loadConfig, type BffConfig } from '../config.js';
import { PERSISTED_DOCUMENTS_FILE } from '../http/persisted.documents.js';
import type { ApiSchema } from '../rest/rest.contract.js';
import { CookieJar } from './cookie.jar.js';
import { startFakeApi, type FakeApi } from './fake.api.js';
import { createFakeIdentity, type FakeAccount, type FakeIdentity } from './fake.identity.js';
import { createTestIssuer, type TestIssuer } from './jwt.js';

type UserDto = ApiSchema<'UserDto'>;

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[];
  setCookies: string[];
  /** The answer's headers (e.g. `retry-after`). */
  headers: Record<string, string | string[] | number | undefined>;
}

export interface Harness {
  app: FastifyInstance;
  api: FakeApi;
  identity: FakeIdentity;
  issuer: TestIssuer;
  config: BffConfig;
  clock: { now(): number; advance(ms: number): void };
  jar: CookieJar;
  /** POSTs a GraphQL operation with the jar's cookies and stores what comes back. */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    /** remoteAddress: the client's address as the socket gives it (default 127.0.0.1). */
    options?: { jar?: CookieJar; headers?: Record<string, string>; remoteAddress?: string },
  ): Promise<GraphQLResponse<T>>;
  signIn(email: string, options?: { rememberMe?: boolean; jar?: CookieJar }): Promise<GraphQLResponse>;
  close(): Promise<void>;
}

export const PASSWORD = 'Correct!Pass1';

const SIGN_IN =
  'mutation($input: SignInInput!) { signIn(input: $input) { viewer { email isAdmin } challenge { name } errors { code field message } } }';

/** A document's hash as the web app sends it (the hex SHA-256 of its text, without codegen.yml's `sha256:` prefix). */
export const documentHash = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * Writes a web build's trusted documents (hash → text) into `webDist`, as the web build does.
 * Returns the texts it holds.
 */
function writeTrustedDocuments(webDist: string, texts: string[]): Set<string> {
  const file = join(webDist, PERSISTED_DOCUMENTS_FILE);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, JSON.stringify(Object.fromEntries(texts.map((text) => [documentHash(text), text]))));
  return new Set(texts);
}

/**
 * The real bff (fake identity and api behind it) for unit tests of the GraphQL layer. Its web
 * dist holds no app but the trusted documents: the sign-in mutation and `trustedDocuments`,
 * which `gql` sends by hash as the web app does; any other text goes as text.
 */
export async function startHarness(options: {
  users: UserDto[];
  accounts?: FakeAccount[];
  env?: Record<string, string>;
  deps?: BffDeps;
  trustedDocuments?: string[];
}): Promise<Harness> {
  const issuer = createTestIssuer();
  const api = await startFakeApi(options.users);
  const accounts = options.accounts ?? options.users.map((u) => ({ email: u.email, password: PASSWORD }));
  const identity = createFakeIdentity(issuer, accounts);
  const dataDir = mkdtempSync(join(tmpdir(), 'tb-bff-'));
  // Into the web dist the bff serves: the harness's own, or a test's (env WEB_DIST).
  const webDist = options.env?.WEB_DIST ?? join(dataDir, 'web-dist');
  const trusted = writeTrustedDocuments(webDist, [SIGN_IN, ...(options.trustedDocuments ?? [])]);
  let time = Date.UTC(2026, 0, 15, 12);
  const clock = { now: () => time, advance: (ms: number) => void (time += ms) };
  const config = loadConfig({
    API_URL: api.server.url,
    COGNITO_USER_POOL_ID: 'local_pool',
    COGNITO_CLIENT_ID: issuer.clientId,
    COGNITO_ISSUER: issuer.issuer,
    SESSION_SECRET: 'unit-test-session-secret-0123456789abcdef',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const app = await createBffApp(config, {
    clock,
    identity,
    fetchJwks: async () => issuer.jwks(),
    logger: pino({ level: 'silent' }),
    ...options.deps,
  });
  const jar = new CookieJar();
  const gql: Harness['gql'] = async (
    query,
    variables = {},
    { jar: useJar = jar, headers = {}, remoteAddress } = {},
  ) => {
    const cookie = useJar.header();
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
      payload: trusted.has(query)
        ? { variables, extensions: { persistedQuery: { version: 1, sha256Hash: documentHash(query) } } }
        : { query, variables },
    });
    const raw = response.headers['set-cookie'];
    const setCookies = Array.isArray(raw) ? raw : raw ? [raw] : [];
    useJar.store(setCookies);
    const body = response.json<{ data?: never; errors?: GraphQLResponse['errors'] }>();
    return { status: response.statusCode, data: body.data, errors: body.errors, setCookies, headers: response.headers };
  };
  return {
    app,
    api,
    identity,
    issuer,
    config,
    clock,
    jar,
    gql,
    signIn: (email, { rememberMe = false, jar: useJar = jar } = {}) =>
      gql(SIGN_IN, { input: { email, password: PASSWORD, rememberMe } }, { jar: useJar }),
    async close() {
      await app.close();
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
