import { readFileSync } from 'node:fs';
import { resolveTxt } from 'node:dns/promises';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { resolveDataDir } from '../../config.js';
import type { DepsContext } from '../../http/module.js';
import type { ApiInstance } from '../../http/types.js';

/** A domain's TXT records, each as one string (its chunks joined); none when the domain has none. */
export type TxtLookup = (domain: string) => Promise<string[]>;

/** What company single sign-on needs from the server's settings. */
export interface CompanySsoDeps {
  /** The pool's app client (the bff's) whose hosted sign-in offers the companies' providers. */
  poolClientId: string;
  /** The pool's hosted sign-in base: the providers' callback is `<hostedBase>/oauth2/idpresponse`. */
  hostedBase: string;
  /** Where domain verification reads TXT records (the real DNS, or the simulated one). */
  lookupTxt: TxtLookup;
}

declare module '../../http/types.js' {
  interface FeatureDeps {
    /** Company single sign-on's settings (docs/company-sso.md); unset, read from the environment. */
    companySso?: CompanySsoDeps;
  }
}

type Env = Readonly<Record<string, string | undefined>>;

const DNS_NOT_FOUND = new Set(['ENODATA', 'ENOTFOUND', 'ENONAME', 'ESERVFAIL', 'ETIMEOUT', 'ECONNREFUSED']);

/**
 * `SSO_DNS_TXT_FILE` names a JSON file `{ "<domain>": ["<record>", …] }` read at each lookup (the
 * simulated DNS of the demo and the e2e tests); unset, the machine's resolver.
 */
export function txtLookupFromEnv(env: Env): TxtLookup {
  const file = env.SSO_DNS_TXT_FILE?.trim();
  if (file) {
    return async (domain) => {
      const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return '{}';
        throw error;
      });
      const records: unknown = (JSON.parse(text) as Record<string, unknown>)[domain];
      return Array.isArray(records) ? records.filter((r): r is string => typeof r === 'string') : [];
    };
  }
  return async (domain) => {
    try {
      return (await resolveTxt(domain)).map((chunks) => chunks.join(''));
    } catch (error) {
      // No record (or no answer) reads as "not there yet": the admin tries again later.
      if (DNS_NOT_FOUND.has((error as NodeJS.ErrnoException).code ?? '')) return [];
      throw error;
    }
  };
}

/** The emulator's pool client as the api recorded it when it made the pool itself (server.ts). */
function recordedClientId(env: Env): string {
  try {
    const ids = JSON.parse(readFileSync(join(resolveDataDir(env), 'identity', 'pool.json'), 'utf8')) as {
      clientId?: unknown;
    };
    return typeof ids.clientId === 'string' ? ids.clientId : '';
  } catch {
    return '';
  }
}

/** COGNITO_HOSTED_DOMAIN (the pool's hosted sign-in domain, e.g. `auth.trialbridge.example`), else the emulator's endpoint. */
function hostedBaseFrom(env: Env): string {
  const domain = env.COGNITO_HOSTED_DOMAIN?.trim();
  if (domain) return (/^https?:\/\//.test(domain) ? domain : `https://${domain}`).replace(/\/+$/, '');
  return (env.COGNITO_ENDPOINT?.trim() ?? '').replace(/\/+$/, '');
}

export function companySsoDepsFromEnv(env: Env, log?: DepsContext['log']): CompanySsoDeps {
  const hostedBase = hostedBaseFrom(env);
  if (!hostedBase)
    log?.warn('company single sign-on: set COGNITO_HOSTED_DOMAIN so admins see the callback URL to register');
  return {
    poolClientId: env.COGNITO_CLIENT_ID?.trim() || recordedClientId(env),
    hostedBase,
    lookupTxt: txtLookupFromEnv(env),
  };
}

/** The module's settings: the injected ones (tests), else the environment's. */
export function ssoDepsOf(app: ApiInstance): CompanySsoDeps {
  app.deps.companySso ??= companySsoDepsFromEnv(process.env);
  return app.deps.companySso;
}
