import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { rowsOf } from '../../db/rows.js';
import type { ApiInstance } from '../../http/types.js';
import { excerpt, type Notified, notify, publishNotified } from '../notification/index.js';
import type { RequestKind } from '../requests/index.js';
import { matchingCompanies, type RequestToMatch, requestRecipients } from './matchmaking.query.js';

/** Companies whose members one transaction notifies (a batch); live events go out after each commit. */
export const MATCHMAKING_BATCH_COMPANIES = 200;

/** Spec §3's names of the kinds, as a sentence says them. */
export const REQUEST_KIND_LABELS: Record<RequestKind, string> = {
  SITE: 'clinical trial site',
  SERVICE: 'clinical trial service',
  INNOVATION: 'innovation',
};

export interface FanOutResult {
  /** False when there was nothing to do (not PENDING any more, or gone). */
  ran: boolean;
  companies: number;
  notified: number;
  batches: number;
}

interface PendingRequest extends RequestToMatch {
  title: string;
  description: string;
  problem: string | null;
  status: string;
  matchmaking: string;
}

/** The request, locked for this transaction (two runs of the job take turns batch by batch). */
async function lockRequest(tx: Executor, id: number): Promise<string | undefined> {
  const [row] = rowsOf<{ matchmaking: string }>(
    await tx.execute(sql`SELECT matchmaking FROM requests WHERE id = ${id} FOR UPDATE`),
  );
  return row?.matchmaking;
}

async function loadRequest(app: ApiInstance, id: number): Promise<PendingRequest | undefined> {
  const [row] = rowsOf<{
    id: number;
    kind: RequestKind;
    company_id: number;
    visibility: 'PUBLIC' | 'INVITED';
    reference_ids: number[];
    title: string;
    description: string;
    problem: string | null;
    status: string;
    matchmaking: string;
  }>(
    await app.deps.db.execute(sql`
      SELECT id, kind, company_id, visibility, reference_ids, title, description, problem, status, matchmaking
      FROM requests WHERE id = ${id}`),
  );
  if (!row) return undefined;
  return {
    id: Number(row.id),
    kind: row.kind,
    companyId: Number(row.company_id),
    visibility: row.visibility,
    referenceIds: row.reference_ids.map(Number),
    title: row.title,
    description: row.description,
    problem: row.problem,
    status: row.status,
    matchmaking: row.matchmaking,
  };
}

/**
 * Matchmaking of one published request (the job behind announceRequestPublished and the sweep):
 * notifies, company batch by company batch, the members of every matching company (REQUEST_MATCH),
 * publishes each batch's live events after its commit, and sets matchmaking = 'DONE' in the
 * transaction of the last batch. Idempotent: a request not PENDING is left alone, and members
 * already notified about it are skipped, so a rerun after a crash mid-way finishes the rest.
 */
export async function runRequestMatchmaking(
  app: ApiInstance,
  requestId: number,
  options: { batchCompanies?: number } = {},
): Promise<FanOutResult> {
  const result: FanOutResult = { ran: false, companies: 0, notified: 0, batches: 0 };
  const request = await loadRequest(app, requestId);
  if (request?.matchmaking !== 'PENDING') return result;
  result.ran = true;
  // Closed (or back to draft) before the job ran: nobody is told about a request they cannot answer.
  const companies = request.status === 'OPEN' ? await matchingCompanies(app.deps.db, request) : [];
  result.companies = companies.length;
  const size = Math.max(1, options.batchCompanies ?? MATCHMAKING_BATCH_COMPANIES);
  const label = REQUEST_KIND_LABELS[request.kind];
  const body = excerpt(request.description.trim() || request.problem || '');
  let start = 0;
  do {
    const chunk = companies.slice(start, start + size);
    const last = start + size >= companies.length;
    const notified = await app.deps.db.transaction(async (tx): Promise<Notified[] | null> => {
      if ((await lockRequest(tx, requestId)) !== 'PENDING') return null;
      const recipients = await requestRecipients(tx, requestId, chunk);
      const written = await notify(
        tx,
        recipients.map((recipient) => ({
          userId: recipient.userId,
          kind: 'REQUEST_MATCH',
          title: `New ${label} request matching ${recipient.companyName}: ${request.title}`,
          body: body || null,
          link: `/requests/${requestId}`,
          subjectKind: 'REQUEST',
          subjectId: requestId,
        })),
        app.deps.clock.now(),
      );
      if (last) await tx.execute(sql`UPDATE requests SET matchmaking = 'DONE' WHERE id = ${requestId}`);
      return written;
    });
    // Another run finished (or the request went away) meanwhile: it has told everyone.
    if (notified === null) break;
    publishNotified(app.deps.events, notified);
    result.notified += notified.length;
    result.batches += 1;
    start += size;
  } while (start < companies.length);
  return result;
}
