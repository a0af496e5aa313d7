import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { Caller } from '../auth/caller.js';
import type { TokenVerifier } from '../auth/token-verifier.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { EventBus } from '../events/event-bus.js';
import type { JobSender } from '../jobs/job-data.js';
import type { IdentityAdmin } from '../identity/identity-admin.js';
import type { Mailer } from '../mail/mailer.js';
import type { PaymentsConfig } from '../modules/billing/payment.config.js';
import type { SearchIndexKind } from '../modules/search/search.index.js';

/** Everything routes need, injected by createApp (tests swap any of them). */
export interface AppDeps {
  db: Db;
  verifier: TokenVerifier;
  clock: Clock;
  mailer: Mailer;
  /** Live events to open browsers (events/event-bus.ts): in memory, or across processes. */
  events: EventBus;
  /** Milliseconds between the heartbeats of GET /v1/events/stream (default 15 s; tests shorten it). */
  eventStreamHeartbeatMs?: number;
  /** Creates identity users at set-password; null when no identity service is configured. */
  identityAdmin: IdentityAdmin | null;
  /** Group whose members may impersonate (COGNITO_ADMIN_GROUP). */
  adminGroup: string;
  /** HMAC key for unsubscribe tokens. */
  apiSecret: string;
  /** Public product URL, for links in mails. */
  publicUrl: string;
  /** The payment gateway and billing settings; unset = the built-in LOCAL gateway. */
  payments?: PaymentsConfig;
  /** Search texts whose matches each api instance keeps (search.matches.ts, also capped at 16 MB); 0 keeps none. Default 64. */
  searchTextCacheEntries?: number;
  /** The company search index (SEARCH_INDEX): 'memory' (default) or 'postgres' (search.index.ts). */
  searchIndex?: SearchIndexKind;
  /**
   * Sends on-demand jobs (a QueuedJob without cron) to the job queue (jobs/job-sender.ts); unset
   * (scripts), sends are dropped with a warning and left to the sending feature's sweep.
   */
  jobs?: JobSender;
}

/**
 * public: no token; user: a signed-in user acting as themselves or an impersonation target;
 * any: any valid token (also admin-group callers without a user row); admin: admin group only.
 */
export type AuthMode = 'public' | 'user' | 'any' | 'admin';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    auth?: AuthMode;
    /** Skip the inactive-user/company refusal (the route decides; e.g. reading one's own profile). */
    allowInactive?: boolean;
    /** A file upload: a body over the route's limit answers 413 'File is too large.' (code 504). */
    upload?: boolean;
    /**
     * A POST (or other non-GET) route that changes nothing: a READ_ONLY partner API key may call
     * it (docs/api-keys.md). Every other non-GET/HEAD route refuses such keys with 403.
     */
    readOnlySafe?: boolean;
  }
}

export type ApiInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;
