import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { openRequestTransaction, type RequestTransaction } from '../../db/request-transaction.js';
import { ApiError, validation } from '../../errors.js';
import type { ApiInstance } from '../../http/types.js';
import {
  claimKey,
  recordOutcome,
  releaseClaim,
  type ClaimRequest,
  type HeldClaim,
  type Outcome,
} from './idempotency.repository.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer that repeats the first one instead of acting again. */
export const REPLAYED_HEADER = 'idempotent-replayed';
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Printable ASCII without spaces, like the keys of the payment APIs partners already use. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const IN_PROGRESS_MESSAGE = 'This action is still being processed. Please try again in a moment.';
export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request.';

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request claimed and whose answer is still to keep; null otherwise. */
    idempotency: HeldClaim | null;
    /** The transaction its handler runs in, open until its answer is kept there. */
    writeTransaction: RequestTransaction | null;
  }
  interface FastifyContextConfig {
    /**
     * false: the route's answer is never kept, so a key sent to it is ignored here: it carries a
     * secret shown once (a session's, an API key's), or it streams (a CSV export, which keeps
     * the key in its own log so a repeat is counted once).
     */
    idempotency?: boolean;
  }
}

/** Whose keys these are: a partner key's, or a signed-in identity's (as the user it acts for). */
function ownerOf(request: FastifyRequest): string | null {
  const caller = request.caller;
  if (caller?.apiKey) return `key:${caller.apiKey.id}`;
  const token = request.token ?? caller?.token;
  if (!token) return null;
  return caller?.impersonating && caller.user ? `sub:${token.sub}:as:${caller.user.id}` : `sub:${token.sub}`;
}

function fingerprintOf(request: FastifyRequest): string {
  const hash = createHash('sha256').update(`${request.method} ${request.url}\n`);
  const body = request.body;
  if (Buffer.isBuffer(body)) hash.update(body);
  else hash.update(JSON.stringify(body ?? null));
  return hash.digest('hex');
}

function parseKey(raw: string | string[]): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || !KEY_PATTERN.test(value)) {
    throw validation('Idempotency-Key', 'Idempotency-Key must be 1 to 255 printable characters without spaces.');
  }
  return value;
}

/**
 * Idempotent writes (docs/idempotency.md): a write with an `Idempotency-Key` claims it before
 * the handler runs (preHandler: the caller is known and the body valid), and its answer is kept
 * when it is sent (onSend); a repeat gets that answer back, marked `Idempotent-Replayed`, while
 * the first is still running a 409 to retry, and with another request a 422. A server error is
 * not kept: the write did not happen, so a repeat runs it again.
 */
export function idempotentWrites(app: ApiInstance): void {
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.headers[IDEMPOTENCY_HEADER];
    if (raw === undefined || !WRITES.has(request.method)) return;
    const key = parseKey(raw);
    const owner = ownerOf(request);
    if (!owner || request.routeOptions.config.idempotency === false) return;
    const claim: ClaimRequest = { owner, key, fingerprint: fingerprintOf(request) };
    const found = await claimKey(app.deps.db, claim, app.deps.clock.now());
    switch (found.kind) {
      case 'claimed':
        request.idempotency = found.held;
        return;
      case 'in-progress':
        void reply.header('retry-after', '1');
        throw new ApiError(409, 'IdempotencyInProgress', IN_PROGRESS_MESSAGE);
      case 'mismatch':
        throw new ApiError(422, 'IdempotencyKeyReused', KEY_REUSED_MESSAGE);
      case 'replay':
        void reply.code(found.statusCode).header(REPLAYED_HEADER, 'true');
        if (found.contentType) void reply.type(found.contentType);
        return reply.send(found.body ?? undefined);
    }
  });

  app.decorateRequest('writeTransaction', null);

  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (route.config?.idempotency === false || !methods.some((method) => WRITES.has(method))) return;
    route.handler = inOneTransaction(app, route.handler);
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = null;
    const transaction = request.writeTransaction;
    request.writeTransaction = null;
    if (transaction) return keepWithTheWrite(request, reply, payload, claim, transaction);
    try {
      if (reply.statusCode >= 500) await releaseClaim(app.deps.db, claim);
      else await recordOutcome(app.deps.db, claim, outcomeOf(reply, payload));
    } catch (error) {
      // The answer still goes out; the claim's lease lets a repeat take it over later.
      request.log.error({ err: error }, 'could not keep the idempotent answer');
    }
    return payload;
  });

  /**
   * Keeps the answer in the write's own transaction and commits both before the answer goes out
   * (a client that reads next finds the write). A server error rolls the write back and releases
   * the claim; a claim a repeat took over (after the lease) rolls back and answers 409.
   */
  async function keepWithTheWrite(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    claim: HeldClaim,
    transaction: RequestTransaction,
  ): Promise<unknown> {
    transaction.close();
    if (reply.statusCode >= 500) {
      await transaction.finish(false);
      await releaseClaim(app.deps.db, claim).catch((error: unknown) => {
        request.log.error({ err: error }, 'could not release the idempotency claim');
      });
      return payload;
    }
    const outcome = outcomeOf(reply, payload);
    let kept: boolean;
    try {
      kept = await recordOutcome(transaction.tx, claim, outcome);
      await transaction.finish(kept);
    } catch (error) {
      await transaction.finish(false).catch(() => undefined);
      if (reply.statusCode >= 400) {
        // A refusal after a failed statement (say a unique index's): the transaction was aborted,
        // nothing was written, and the refusal is still the answer.
        await recordOutcome(app.deps.db, claim, outcome).catch(() => releaseClaim(app.deps.db, claim));
        return payload;
      }
      // Nothing was written: a repeat may run it at once.
      await releaseClaim(app.deps.db, claim).catch(() => undefined);
      throw error;
    }
    if (kept) return payload;
    void reply.code(409).type('application/json; charset=utf-8').header('retry-after', '1');
    return JSON.stringify(new ApiError(409, 'IdempotencyInProgress', IN_PROGRESS_MESSAGE).toBody());
  }
}

/**
 * A keyed write's handler runs in a request transaction (db/request-transaction.ts) that stays
 * open until its answer is kept in it (onSend), so a crash leaves both the write and the answer,
 * or neither: a repeat never acts twice.
 */
function inOneTransaction(app: ApiInstance, handler: RouteHandlerMethod): RouteHandlerMethod {
  return async function (this: ApiInstance, request, reply) {
    if (!request.idempotency) return handler.call(this, request, reply);
    const transaction = await openRequestTransaction(app.deps.db);
    request.writeTransaction = transaction;
    return transaction.run(() => handler.call(this, request, reply));
  };
}

/** The answer as it is sent (onSend's payload is already serialized). */
function outcomeOf(reply: FastifyReply, payload: unknown): Outcome {
  const contentType = reply.getHeader('content-type');
  return {
    statusCode: reply.statusCode,
    contentType: typeof contentType === 'string' ? contentType : null,
    body: typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null,
  };
}
