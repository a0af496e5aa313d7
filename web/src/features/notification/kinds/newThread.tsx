import type { NotificationRenderer } from './kindTypes';
import { MessageIcon } from './kindIcons';
import { NotificationContent } from './NotificationContent';

/** NEW_THREAD: someone started a conversation with the viewer's company. */
export const newThread: NotificationRenderer = (notification) => (
  <NotificationContent notification={notification} icon={<MessageIcon boxSize="4" />} />
);
