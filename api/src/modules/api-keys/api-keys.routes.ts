import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../../auth/auth.hooks.js';
import { forbidden, unauthenticated } from '../../errors.js';
import type { ApiInstance } from '../../http/types.js';
import {
  API_KEY_LIMITS,
  ApiKeyDto,
  ApiKeyIdParams,
  ApiKeyUsageDayDto,
  ApiKeyUsageDto,
  CreateApiKeyBody,
  CreatedApiKeyDto,
  CurrentApiKeyDto,
  NoBody,
  RecordUsageBody,
  UsageQuery,
} from './api-keys.schemas.js';
import {
  companyUsage,
  createKey,
  type KeyManager,
  listKeys,
  NAME_TOO_LONG,
  recordUsage,
  revokeCompanyKey,
} from './api-keys.service.js';

const tags = ['api-keys'];
const user = { auth: 'user' as const };
/** The usage window refused in the words GraphQL callers read (the bff passes them on). */
const usage = { ...user, fieldMessages: { days: `Ask for 1 to ${API_KEY_LIMITS.usageDays} days of usage.` } };
const managers = 'Company admins of an active company only; refused (403) while impersonating and to API-key callers.';

/**
 * A company admin acting as themselves, with a person's credentials: keys are never managed
 * while impersonating nor with a key (a leaked key must not mint more keys).
 */
function keyManager(request: FastifyRequest): KeyManager {
  const caller = requireUser(request);
  if (caller.apiKey || caller.impersonating) throw forbidden();
  const { user: acting } = caller;
  if (acting.role !== 'COMPANY_ADMIN' || acting.companyId === null) throw forbidden();
  return { companyId: acting.companyId, userId: acting.id };
}

/** The key the call is made with; 401 for any other credential. */
function callingKey(request: FastifyRequest) {
  const caller = requireUser(request);
  if (!caller.apiKey) throw unauthenticated();
  return { ...caller.apiKey, user: caller.user };
}

/** Partner API keys (docs/api-keys.md): their management by company admins, and the keys' own calls. */
export async function apiKeysRoutes(app: ApiInstance): Promise<void> {
  const { db, clock } = app.deps;

  app.get(
    '/v1/companies/me/api-keys',
    {
      config: user,
      schema: {
        tags,
        summary: "The company's API keys, newest first (revoked and expired ones included)",
        description: managers,
        response: { 200: Type.Array(ApiKeyDto) },
      },
    },
    async (request) => listKeys(db, keyManager(request), clock.now()),
  );

  app.post(
    '/v1/companies/me/api-keys',
    {
      // The answer holds the key itself: never kept for a repeat (docs/idempotency.md).
      config: { ...user, fieldMessages: { name: NAME_TOO_LONG }, idempotency: false },
      schema: {
        tags,
        summary: 'Create a key: the answer holds the key itself, this once',
        description: `${managers} 400 naming \`name\` (1 to 80 characters, unique among active keys) or \`expiresAt\` (future, at most 2 years ahead); 409 ApiKeyLimit at 20 active keys.`,
        body: CreateApiKeyBody,
        response: { 201: CreatedApiKeyDto },
      },
    },
    async (request, reply) => reply.code(201).send(await createKey(db, keyManager(request), request.body, clock.now())),
  );

  app.post(
    '/v1/companies/me/api-keys/:id/revoke',
    {
      config: user,
      schema: {
        tags,
        summary: 'Revoke a key at once (idempotent); 404 for a key of another company',
        description: managers,
        params: ApiKeyIdParams,
        body: NoBody,
        response: { 200: ApiKeyDto },
      },
    },
    async (request) => revokeCompanyKey(db, keyManager(request), request.params.id, clock.now()),
  );

  app.get(
    '/v1/companies/me/api-keys/usage',
    {
      config: usage,
      schema: {
        tags,
        summary: "Every key's use per UTC day over the last `days` days (one answer for the whole list)",
        description: managers,
        querystring: UsageQuery,
        response: { 200: Type.Array(ApiKeyUsageDto) },
      },
    },
    async (request) => companyUsage(db, keyManager(request), request.query.days, clock.now()),
  );

  app.get(
    '/v1/companies/me/api-keys/:id/usage',
    {
      config: usage,
      schema: {
        tags,
        summary: "One key's use per UTC day over the last `days` days, oldest first, zero days filled",
        description: managers,
        params: ApiKeyIdParams,
        querystring: UsageQuery,
        response: { 200: Type.Array(ApiKeyUsageDayDto) },
      },
    },
    async (request) => {
      const [usage] = await companyUsage(db, keyManager(request), request.query.days, clock.now(), request.params.id);
      return usage?.days ?? [];
    },
  );

  app.get(
    '/v1/api-keys/current',
    {
      config: user,
      schema: {
        tags,
        summary: 'The API key the call is made with (401 for any other credential)',
        response: { 200: CurrentApiKeyDto },
      },
    },
    async (request) => {
      const key = callingKey(request);
      return { id: key.id, scope: key.scope, companyId: key.user.companyId ?? 0, userId: key.user.id };
    },
  );

  app.post(
    '/v1/api-keys/current/usage',
    {
      // Counting a call changes nothing the key could misuse: READ_ONLY keys report their use too.
      config: { ...user, readOnlySafe: true },
      schema: {
        tags,
        summary: "Count one GraphQL operation made with the calling key (today's UTC day) and mark its last use",
        body: RecordUsageBody,
        response: { 204: Type.Null({ description: 'No content' }) },
      },
    },
    async (request, reply) => {
      await recordUsage(db, callingKey(request).id, request.body, clock.now());
      return reply.code(204).send(null);
    },
  );
}
