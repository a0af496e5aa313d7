import { dayOf } from '../../clock.js';
import { ApiError, type FieldError, validationMany } from '../../errors.js';
import type { RequestRow } from '../requests/index.js';
import type { ChallengeStatus } from './challenge.table.js';

export const NOT_INNOVATION_MESSAGE = 'Only innovation requests can be published as challenges.';
export const CHALLENGE_EXISTS_MESSAGE = 'This request already has a challenge. Edit that one instead.';
export const DEADLINE_PAST_MESSAGE = 'The deadline must be today or later.';
export const DEADLINE_AFTER_REQUEST_MESSAGE = "The deadline must be on or before the request's response deadline.";
export const REQUEST_NOT_OPEN_MESSAGE =
  'Publish the request first: companies apply to a challenge by responding to its request.';
export const REQUEST_NOT_PUBLIC_MESSAGE =
  'Only a public request can be a challenge: an invite-only request takes responses from invited companies alone.';
export const NOT_PUBLISHED_MESSAGE = 'Only a published challenge can be closed.';

export const notInnovation = (): ApiError =>
  new ApiError(400, 'ChallengeNotInnovation', NOT_INNOVATION_MESSAGE, [
    { field: 'requestId', message: NOT_INNOVATION_MESSAGE },
  ]);
export const challengeExists = (): ApiError =>
  new ApiError(409, 'ChallengeExists', CHALLENGE_EXISTS_MESSAGE, [
    { field: 'requestId', message: CHALLENGE_EXISTS_MESSAGE },
  ]);
export const notPublished = (): ApiError => new ApiError(409, 'ChallengeNotPublished', NOT_PUBLISHED_MESSAGE);

const isRealDate = (value: string): boolean => {
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && dayOf(date) === value;
};

/** The texts as stored: trimmed, none empty (every field at fault named at once). */
export function cleanTexts<T extends Partial<Record<'headline' | 'problemSummary' | 'prize' | 'howToApply', string>>>(
  input: T,
  errors: FieldError[],
): T {
  const out: Record<string, string> = {};
  for (const field of ['headline', 'problemSummary', 'prize', 'howToApply'] as const) {
    const raw = input[field];
    if (raw === undefined) continue;
    const value = raw.trim();
    if (value.length === 0) errors.push({ field, message: `${field} must not be empty` });
    out[field] = value;
  }
  return { ...input, ...out };
}

/**
 * The deadline and the request a challenge of `status` may have on `today`: a real day, within
 * the request's response deadline, and once published (or being published) not in the past; a
 * published one also needs its request open and public (applying is responding to it).
 */
export function checkPublishable(
  deadline: string,
  status: ChallengeStatus,
  request: Pick<RequestRow, 'status' | 'visibility' | 'responseDeadline'>,
  today: string,
  errors: FieldError[],
): void {
  const add = (field: string, message: string) => errors.push({ field, message });
  if (!isRealDate(deadline)) {
    add('deadline', 'Enter the deadline as a date.');
    return;
  }
  if (deadline > request.responseDeadline) add('deadline', DEADLINE_AFTER_REQUEST_MESSAGE);
  if (status !== 'PUBLISHED') return;
  if (deadline < today) add('deadline', DEADLINE_PAST_MESSAGE);
  if (request.visibility !== 'PUBLIC') add('requestId', REQUEST_NOT_PUBLIC_MESSAGE);
  else if (request.status !== 'OPEN') add('requestId', REQUEST_NOT_OPEN_MESSAGE);
}

export function throwIfAny(errors: FieldError[]): void {
  if (errors.length > 0) throw validationMany(errors);
}
