import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { Caller } from '../auth/caller.js';
import type { TokenVerifier, VerifiedToken } from '../auth/token-verifier.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { EventBus } from '../events/event-bus.js';
import type { JobSender } from '../jobs/job-data.js';
import type { IdentityAdmin } from '../identity/identity-admin.js';
import type { Mailer } from '../mail/mailer.js';

/**
 * What feature modules add to AppDeps: each declares its own fields by merging into this
 * interface (`declare module '../../http/types.js' { interface FeatureDeps { ... } }`), builds
 * them in its descriptor's `deps` when the server starts, and tests pass them to createTestApp.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface FeatureDeps {}

/** Everything routes need, injected by createApp (tests swap any of them). */
export interface AppDeps extends FeatureDeps {
  db: Db;
  verifier: TokenVerifier;
  clock: Clock;
  mailer: Mailer;
  /** Live events to open browsers (events/event-bus.ts): in memory, or across processes. */
  events: EventBus;
  /** Creates identity users at set-password; null when no identity service is configured. */
  identityAdmin: IdentityAdmin | null;
  /** Group whose members may impersonate (COGNITO_ADMIN_GROUP). */
  adminGroup: string;
  /** HMAC key for unsubscribe tokens. */
  apiSecret: string;
  /** Public product URL, for links in mails. */
  publicUrl: string;
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
    /** The verified identity token, set as soon as it is verified (before any refusal; null without one). */
    token: VerifiedToken | null;
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
