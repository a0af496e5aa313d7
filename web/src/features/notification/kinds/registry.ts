import { FallbackNotification } from './FallbackNotification';
import { JoinRequestNotification } from './JoinRequestNotification';
import type { NotificationRenderer } from './kindTypes';
import { NewReplyNotification } from './NewReplyNotification';
import { NewThreadNotification } from './NewThreadNotification';

/** The renderer of each kind the server sends. A new kind: one file in this folder and one line here. */
export const notificationRenderers: Readonly<Record<string, NotificationRenderer>> = {
  NEW_THREAD: NewThreadNotification,
  NEW_REPLY: NewReplyNotification,
  JOIN_REQUEST: JoinRequestNotification,
};

/** The renderer for `kind`, or the generic one for a kind this client does not know. */
export function notificationRenderer(kind: string): NotificationRenderer {
  // Own keys only: a kind named like an Object.prototype member ("constructor") is unknown too.
  return Object.hasOwn(notificationRenderers, kind) ? (notificationRenderers[kind] ?? FallbackNotification) : FallbackNotification;
}
