import { Type } from 'typebox';
import { DateTime, Nullable } from '../../http/schemas.js';
import { API_KEY_SCOPES } from './api-keys.table.js';

export const API_KEY_LIMITS = {
  name: 80,
  /** Active (neither revoked nor expired) keys a company may hold at once. */
  activePerCompany: 20,
  /** How far ahead an expiry may be set. */
  expiryYears: 2,
  usageDays: 90,
} as const;

export const API_KEY_STATUSES = ['ACTIVE', 'EXPIRED', 'REVOKED'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

export const ApiKeyDto = Type.Object(
  {
    id: Type.String({ format: 'uuid', description: "The key's id (not the key)." }),
    name: Type.String(),
    scope: Type.Enum(API_KEY_SCOPES),
    prefix: Type.String({ description: "The key's first 8 characters (e.g. `tbk_3f9a`), for telling keys apart." }),
    status: Type.Enum(API_KEY_STATUSES, { description: 'As of now: computed from revocation and expiry.' }),
    createdAt: DateTime,
    createdByName: Type.String({ description: 'The full name of the admin who created it (the key acts as them).' }),
    expiresAt: Nullable(DateTime),
    lastUsedAt: Nullable(DateTime),
    revokedAt: Nullable(DateTime),
  },
  { title: 'ApiKeyDto', description: "A partner API key of the caller's company; never the key itself." },
);

export const CreateApiKeyBody = Type.Object(
  {
    // The limit clients count against (the web's FIELD_LIMITS); the route words its 400, the service the rest.
    name: Type.String({ maxLength: API_KEY_LIMITS.name }),
    scope: Type.Enum(API_KEY_SCOPES),
    expiresAt: Type.Optional(Nullable(DateTime)),
  },
  { title: 'CreateApiKeyBody' },
);

export const CreatedApiKeyDto = Type.Object(
  {
    apiKey: ApiKeyDto,
    secret: Type.String({ description: 'The key itself: shown this once, only its hash is kept.' }),
  },
  { title: 'CreatedApiKeyDto' },
);

export const NoBody = Type.Unknown({ description: 'No body is needed.' });

export const ApiKeyIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const UsageQuery = Type.Object({
  days: Type.Integer({ minimum: 1, maximum: API_KEY_LIMITS.usageDays, default: 14 }),
});

export const ApiKeyUsageDayDto = Type.Object(
  {
    day: Type.String({ format: 'date', description: 'The UTC day.' }),
    requests: Type.Integer(),
    errors: Type.Integer(),
    cost: Type.Integer(),
  },
  { title: 'ApiKeyUsageDayDto' },
);

export const ApiKeyUsageDto = Type.Object(
  { apiKeyId: Type.String({ format: 'uuid' }), days: Type.Array(ApiKeyUsageDayDto) },
  { title: 'ApiKeyUsageDto', description: "One key's use per UTC day, oldest first, days without use counted zero." },
);

export const CurrentApiKeyDto = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    scope: Type.Enum(API_KEY_SCOPES),
    companyId: Type.Integer(),
    userId: Type.Integer({ description: 'The creator, whom the key acts as.' }),
  },
  { title: 'CurrentApiKeyDto', description: 'The key the call is made with.' },
);

export const RecordUsageBody = Type.Object(
  {
    cost: Type.Integer({ minimum: 0, maximum: 1_000_000, description: "The operation's query cost." }),
    error: Type.Boolean({ description: 'The operation answered with at least one error.' }),
  },
  { title: 'RecordApiKeyUsageBody' },
);
