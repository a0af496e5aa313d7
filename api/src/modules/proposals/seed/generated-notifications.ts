import { excerpt, type notifications } from '../../notification/index.js';
import { requestPath } from '../responses.service.js';
import type { PlannedResponse } from './response-plan.js';

const HOUR = 3_600_000;
/** What happened this long before the seed's instant was read by then. */
const READ_AFTER = 3 * 24 * HOUR;

type NotificationRow = typeof notifications.$inferInsert;

/**
 * The notifications the responses caused, worded as the proposals module words them: NEW_RESPONSE
 * to the poster company's members, RESPONSE_OUTCOME to the responder's when the poster declined or awarded.
 */
export function notificationsOf(
  planned: readonly PlannedResponse[],
  members: ReadonlyMap<number, readonly number[]>,
  now: Date,
): NotificationRow[] {
  const readAt = (at: Date) => (now.getTime() - at.getTime() > READ_AFTER ? new Date(at.getTime() + 6 * HOUR) : null);
  const about = (p: PlannedResponse) => ({
    link: requestPath(p.request.id),
    subjectKind: 'REQUEST',
    subjectId: p.request.id,
  });
  return planned.flatMap((p) => {
    const posted = (members.get(p.request.companyId) ?? []).map((userId) => ({
      userId,
      kind: 'NEW_RESPONSE',
      title: `${p.responder.name} responded to your request: ${p.request.title}`,
      body: excerpt(p.text.message),
      ...about(p),
      createdAt: p.at,
      readAt: readAt(p.at),
    }));
    const outcome =
      p.status === 'DECLINED'
        ? { title: `Your response was declined: ${p.request.title}`, body: `Reason: ${p.reason ?? ''}` }
        : p.status === 'AWARDED'
          ? {
              title: `Your response was selected: ${p.request.title}`,
              body: 'The poster awarded the request to your company.',
            }
          : p.status === 'NOT_AWARDED'
            ? {
                title: `Your response was not selected: ${p.request.title}`,
                body: 'The poster awarded the request to another company.',
              }
            : null;
    const decided = p.decidedAt;
    const told =
      outcome && decided
        ? (members.get(p.responder.id) ?? []).map((userId) => ({
            userId,
            kind: 'RESPONSE_OUTCOME',
            ...outcome,
            ...about(p),
            createdAt: decided,
            readAt: readAt(decided),
          }))
        : [];
    return [...posted, ...told];
  });
}
