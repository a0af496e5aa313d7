import type { Executor } from '../../../db/database.js';
import { bulkInsert } from '../../../seed/bulk-insert.js';
import { createRandom } from '../../../seed/prng.js';
import { DEMO_SEED } from '../../company/index.js';
import { insertSeedThreads, type SeedThread } from '../../messaging/index.js';
import { notifications } from '../../notification/index.js';
import { requestResponses } from '../../requests/index.js';
import { formatDollars } from '../responses.service.js';
import { loadMembers, loadOpenedRequests, loadResponders } from './generated-requests.load.js';
import { notificationsOf } from './generated-notifications.js';
import { type PlannedResponse, planResponses } from './response-plan.js';

/** The generated responses' own stream of the fixed seed. */
const RESPONSES_SEED = DEMO_SEED + 11;
const HOUR = 3_600_000;

/** The thread a response opened with the poster's company: the proposal, then the poster's answer if it gave one. */
function threadOf(p: PlannedResponse, now: Date): SeedThread {
  const author = { id: p.responder.memberId, companyId: p.responder.id };
  const poster = { id: p.request.posterId, companyId: p.request.companyId };
  const price = p.text.price === null ? [] : [`Price: ${formatDollars(p.text.price)}`];
  const read = p.decidedAt ?? new Date(p.at.getTime() + 20 * HOUR);
  return {
    subject: `Response: ${p.request.title}`.slice(0, 200),
    toCompanyId: p.request.companyId,
    about: { kind: 'REQUEST', id: p.request.id },
    messages: [
      // The proposal tells the poster by NEW_RESPONSE (below), not as a new thread, as respond() does.
      {
        author,
        body: [p.text.message, '', `Timeline: ${p.text.timeline}`, ...price].join('\n'),
        sentAt: p.at,
        notify: false,
      },
      ...(p.reply && p.decidedAt ? [{ author: poster, body: p.reply, sentAt: p.decidedAt }] : []),
    ],
    // The poster read it when deciding, or the day after it came.
    readBy: read < now ? [{ userId: poster.id, at: read }] : [],
  };
}

/**
 * Responses to the generated companies' published requests, from sites, CROs and technology vendors
 * whose work, areas and places fit (never the poster's company): more on older requests, each with
 * the thread it opened with the poster and the notifications it caused, statuses as the poster left them.
 */
export async function seedGeneratedResponses(db: Executor, now: Date): Promise<void> {
  const random = createRandom(RESPONSES_SEED);
  const requests = await loadOpenedRequests(db);
  const responders = await loadResponders(db);
  const planned = requests.flatMap((request) => planResponses(request, responders, random, now));
  const threadIds = await insertSeedThreads(
    db,
    planned.map((p) => threadOf(p, now)),
  );
  await bulkInsert(
    db,
    requestResponses,
    planned.map((p, i) => ({
      requestId: p.request.id,
      companyId: p.responder.id,
      createdByUserId: p.responder.memberId,
      message: p.text.message,
      timeline: p.text.timeline,
      price: p.text.price,
      status: p.status,
      declineReason: p.reason,
      posterRating: p.rating,
      threadId: threadIds[i] ?? null,
      createdAt: p.at,
      updatedAt: p.decidedAt ?? p.at,
    })),
  );
  const members = await loadMembers(db, [...new Set(planned.flatMap((p) => [p.request.companyId, p.responder.id]))]);
  await bulkInsert(db, notifications, notificationsOf(planned, members, now));
}
