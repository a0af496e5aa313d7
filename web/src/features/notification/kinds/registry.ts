import { fallback } from './fallback';
import { joinRequest } from './joinRequest';
import type { NotificationRenderer } from './kindTypes';
import { newReply } from './newReply';
import { newThread } from './newThread';

/** The renderer of each kind the server sends. A new kind: one file in this folder and one line here. */
export const notificationRenderers: Readonly<Record<string, NotificationRenderer>> = {
  NEW_THREAD: newThread,
  NEW_REPLY: newReply,
  JOIN_REQUEST: joinRequest,
};

/** The renderer for `kind`, or the generic one for a kind this client does not know. */
export function notificationRenderer(kind: string): NotificationRenderer {
  // Own keys only: a kind named like an Object.prototype member ("constructor") is unknown too.
  return Object.hasOwn(notificationRenderers, kind) ? (notificationRenderers[kind] ?? fallback) : fallback;
}
