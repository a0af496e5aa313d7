import type { NotificationRenderer } from './kindTypes';
import { ReplyIcon } from './kindIcons';
import { NotificationContent } from './NotificationContent';

/** NEW_REPLY: a new message in a conversation the viewer takes part in or their company receives. */
export const newReply: NotificationRenderer = (notification) => (
  <NotificationContent notification={notification} icon={<ReplyIcon boxSize="4" />} />
);
