import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CognitoLocal } from './cognito-local.js';
import type { IdentityProviderRecord, IdentityProviderStore } from './identity-provider-store.js';

/**
 * Cognito's identity provider API, which cognito-local 5 lacks (its router answers an unknown
 * x-amz-target with a 500 "CognitoLocal#Unsupported"): Create, Update, Delete, Describe and
 * ListIdentityProviders with Cognito's request and response shapes and error types, for OIDC
 * providers only (a company's single sign-on). The emulator's own Google, Microsoft and LinkedIn
 * stand-ins are built in: their names are taken, and they are not listed.
 */
const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const REQUIRED_DETAILS = ['client_id', 'client_secret', 'oidc_issuer', 'authorize_scopes', 'attributes_request_method'];
// Cognito's ProviderName pattern: no leading or trailing underscore or space.
const PROVIDER_NAME = /^[^_\p{Z}][\p{L}\p{M}\p{S}\p{N}\p{P}][^_\p{Z}]+$/u;
// Cognito maps the username from the provider's sub whether or not the mapping says so.
const DEFAULT_MAPPING = { username: 'sub' };

class CognitoApiError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

type Body = Record<string, unknown>;

const epochSeconds = (iso: string): number => Math.floor(new Date(iso).getTime() / 1000);

/** The shape Describe/Create/Update answer; dates as the JSON protocol's epoch seconds. */
const described = (record: IdentityProviderRecord) => ({
  ...record,
  CreationDate: epochSeconds(record.CreationDate),
  LastModifiedDate: epochSeconds(record.LastModifiedDate),
});

const text = (body: Body, name: string): string => {
  const value = body[name];
  if (typeof value !== 'string' || !value)
    throw new CognitoApiError('InvalidParameterException', `${name} is required`);
  return value;
};

const stringMap = (value: unknown, name: string): Record<string, string> | undefined => {
  if (value === undefined) return undefined;
  const entries = value && typeof value === 'object' ? Object.entries(value) : null;
  if (!entries || entries.some(([, v]) => typeof v !== 'string')) {
    throw new CognitoApiError('InvalidParameterException', `${name} must map strings to strings`);
  }
  return Object.fromEntries(entries) as Record<string, string>;
};

/** An OIDC provider's details, checked as Cognito checks them (http issuers allowed: local only). */
function checkedDetails(value: unknown): Record<string, string> {
  const details = stringMap(value, 'ProviderDetails') ?? {};
  for (const key of REQUIRED_DETAILS) {
    if (!details[key]) throw new CognitoApiError('InvalidParameterException', `${key} is required for OIDC provider`);
  }
  if (!URL.canParse(details.oidc_issuer ?? '') || !/^https?:/.test(details.oidc_issuer ?? '')) {
    throw new CognitoApiError('InvalidParameterException', 'oidc_issuer must be an http(s) URL');
  }
  if (!['GET', 'POST'].includes(details.attributes_request_method ?? '')) {
    throw new CognitoApiError('InvalidParameterException', 'attributes_request_method must be GET or POST');
  }
  if (!(details.authorize_scopes ?? '').split(/\s+/).includes('openid')) {
    throw new CognitoApiError('InvalidParameterException', 'authorize_scopes must include openid');
  }
  return details;
}

export function createIdentityProviderApi(input: {
  cognito: CognitoLocal;
  store: IdentityProviderStore;
  /** Names the emulator serves itself (Google, Microsoft, LinkedIn): never a pool's provider. */
  builtInNames: readonly string[];
}) {
  const { cognito, store, builtInNames } = input;
  const ctx = { logger: cognito.logger };

  async function poolId(body: Body): Promise<string> {
    const id = text(body, 'UserPoolId');
    try {
      // cognito-local throws synchronously for an unknown pool: awaited inside the try either way.
      await cognito.services.cognito.getUserPool(ctx, id);
    } catch {
      throw new CognitoApiError('ResourceNotFoundException', `User pool ${id} does not exist.`);
    }
    return id;
  }

  async function existing(body: Body): Promise<IdentityProviderRecord> {
    const id = await poolId(body);
    const name = text(body, 'ProviderName');
    const record = store.get(id, name);
    if (!record) throw new CognitoApiError('ResourceNotFoundException', `Identity provider ${name} does not exist.`);
    return record;
  }

  const targets: Record<string, (body: Body) => Promise<unknown>> = {
    async CreateIdentityProvider(body) {
      const id = await poolId(body);
      const name = text(body, 'ProviderName');
      if (name.length > 32 || !PROVIDER_NAME.test(name)) {
        throw new CognitoApiError('InvalidParameterException', `Invalid ProviderName: ${name}`);
      }
      if (text(body, 'ProviderType') !== 'OIDC') {
        throw new CognitoApiError('InvalidParameterException', 'The emulator supports ProviderType OIDC only');
      }
      if (store.get(id, name) || builtInNames.includes(name) || name.toUpperCase() === 'COGNITO') {
        throw new CognitoApiError('DuplicateProviderException', `A provider with the name ${name} already exists.`);
      }
      const now = new Date().toISOString();
      const record: IdentityProviderRecord = {
        UserPoolId: id,
        ProviderName: name,
        ProviderType: 'OIDC',
        ProviderDetails: checkedDetails(body.ProviderDetails),
        AttributeMapping: { ...DEFAULT_MAPPING, ...stringMap(body.AttributeMapping, 'AttributeMapping') },
        IdpIdentifiers: Array.isArray(body.IdpIdentifiers) ? body.IdpIdentifiers.map(String) : [],
        CreationDate: now,
        LastModifiedDate: now,
      };
      await store.put(record);
      return { IdentityProvider: described(record) };
    },
    // Cognito replaces what an update gives: ProviderDetails whole (client_secret included).
    async UpdateIdentityProvider(body) {
      const record = await existing(body);
      const updated: IdentityProviderRecord = {
        ...record,
        ProviderDetails:
          body.ProviderDetails === undefined ? record.ProviderDetails : checkedDetails(body.ProviderDetails),
        AttributeMapping:
          body.AttributeMapping === undefined
            ? record.AttributeMapping
            : { ...DEFAULT_MAPPING, ...stringMap(body.AttributeMapping, 'AttributeMapping') },
        IdpIdentifiers: Array.isArray(body.IdpIdentifiers) ? body.IdpIdentifiers.map(String) : record.IdpIdentifiers,
        LastModifiedDate: new Date().toISOString(),
      };
      await store.put(updated);
      return { IdentityProvider: described(updated) };
    },
    async DeleteIdentityProvider(body) {
      const record = await existing(body);
      await store.remove(record.UserPoolId, record.ProviderName);
      return {};
    },
    async DescribeIdentityProvider(body) {
      return { IdentityProvider: described(await existing(body)) };
    },
    async ListIdentityProviders(body) {
      const all = store.list(await poolId(body));
      const max = typeof body.MaxResults === 'number' ? body.MaxResults : 60;
      if (!Number.isInteger(max) || max < 1 || max > 60) {
        throw new CognitoApiError('InvalidParameterException', 'MaxResults must be between 1 and 60');
      }
      const start = typeof body.NextToken === 'string' ? Number.parseInt(body.NextToken, 10) || 0 : 0;
      const page = all.slice(start, start + max).map((record) => ({
        ProviderName: record.ProviderName,
        ProviderType: record.ProviderType,
        CreationDate: epochSeconds(record.CreationDate),
        LastModifiedDate: epochSeconds(record.LastModifiedDate),
      }));
      return { Providers: page, ...(start + max < all.length ? { NextToken: String(start + max) } : {}) };
    },
  };

  /** The target this API answers, or undefined: then the request is cognito-local's. */
  const targetOf = (req: IncomingMessage): string | undefined => {
    const header = req.headers['x-amz-target'];
    if (req.method !== 'POST' || typeof header !== 'string' || !header.startsWith(TARGET_PREFIX)) return undefined;
    const target = header.slice(TARGET_PREFIX.length);
    return Object.hasOwn(targets, target) ? target : undefined;
  };

  async function handle(req: IncomingMessage, res: ServerResponse, target: string): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
      res.end(JSON.stringify(body));
    };
    try {
      const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as unknown;
      const body = parsed && typeof parsed === 'object' ? (parsed as Body) : {};
      reply(200, await (targets[target] as (body: Body) => Promise<unknown>)(body));
    } catch (error) {
      if (error instanceof CognitoApiError) return reply(400, { __type: error.type, message: error.message });
      if (error instanceof SyntaxError) return reply(400, { __type: 'SerializationException', message: error.message });
      throw error;
    }
  }

  return { targetOf, handle };
}

export type IdentityProviderApi = ReturnType<typeof createIdentityProviderApi>;
