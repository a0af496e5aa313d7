import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DEMO_PASSWORD,
  startTestApi,
  startTestIdentity,
  type StartTestApiOptions,
  type TestApi,
  type TestIdentity,
} from '@trialbridge/api/testing';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { createBffApp, type BffDeps } from '../app.js';
import { loadConfig, type BffConfig } from '../config.js';
import type { CookieJar } from './cookie.jar.js';

export interface GraphQLResult<T> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  setCookies: string[];
}

export interface IntegrationEnv {
  identity: TestIdentity;
  api: TestApi;
  bff: FastifyInstance;
  /** The bff's base URL (real HTTP on a free port). */
  url: string;
  config: BffConfig;
  clock: { now(): number; advance(ms: number): void };
  /** POSTs a GraphQL operation over HTTP with the jar's cookies, storing what comes back. */
  gql<T = Record<string, unknown>>(
    jar: CookieJar,
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLResult<T>>;
  signIn(
    jar: CookieJar,
    email: string,
    options?: { password?: string; rememberMe?: boolean },
  ): Promise<GraphQLResult<SignInData>>;
  stop(): Promise<void>;
}

export interface SignInData {
  signIn: {
    viewer: { email: string; isAdmin: boolean; needsImpersonationTarget: boolean } | null;
    challenge: { name: string } | null;
    errors: { code: string; field: string | null; message: string }[];
  };
}

const SIGN_IN =
  'mutation($input: SignInInput!) { signIn(input: $input) { viewer { email isAdmin needsImpersonationTarget } challenge { name } errors { code field message } } }';

/**
 * The real bff over HTTP in front of the real api (PGlite, personas seeded) and the real identity
 * emulator, each on a free port; the bff's clock is injectable and `env` adds bff settings.
 */
export async function startIntegration(
  deps: BffDeps = {},
  env: Record<string, string> = {},
  options: { apiClock?: StartTestApiOptions['clock'] } = {},
): Promise<IntegrationEnv> {
  const identity = await startTestIdentity();
  const dataDir = mkdtempSync(join(tmpdir(), 'tb-bff-it-'));
  let api: TestApi | undefined;
  try {
    api = await startTestApi({ identity, seed: 'personas', clock: options.apiClock });
    let time = Date.now();
    const clock = { now: () => time, advance: (ms: number) => void (time += ms) };
    const config = loadConfig({
      PORT: '0',
      API_URL: api.url,
      COGNITO_REGION: identity.config.region,
      COGNITO_USER_POOL_ID: identity.config.userPoolId,
      COGNITO_CLIENT_ID: identity.config.clientId,
      COGNITO_ENDPOINT: identity.endpoint,
      COGNITO_ISSUER: identity.config.issuer,
      COGNITO_ADMIN_GROUP: identity.config.adminGroup,
      SESSION_SECRET: 'integration-test-session-secret-0123456789',
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'no-web'),
      LOG_LEVEL: 'silent',
      ...env,
    });
    const bff = await createBffApp(config, { clock, logger: pino({ level: 'silent' }), ...deps });
    await bff.listen({ host: '127.0.0.1', port: 0 });
    const address = bff.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const gql: IntegrationEnv['gql'] = async (jar, query, variables = {}, headers = {}) => {
      const cookie = jar.header();
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
        body: JSON.stringify({ query, variables }),
      });
      const setCookies = response.headers.getSetCookie();
      jar.store(setCookies);
      const body = (await response.json()) as { data?: never; errors?: GraphQLResult<unknown>['errors'] };
      return { status: response.status, data: body.data, errors: body.errors, setCookies };
    };
    const startedApi = api;
    return {
      identity,
      api: startedApi,
      bff,
      url,
      config,
      clock,
      gql,
      signIn: (jar, email, { password = DEMO_PASSWORD, rememberMe = false } = {}) =>
        gql<SignInData>(jar, SIGN_IN, { input: { email, password, rememberMe } }),
      async stop() {
        await bff.close();
        await startedApi.stop();
        await identity.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await api?.stop();
    await identity.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
