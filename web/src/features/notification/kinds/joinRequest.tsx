import type { NotificationRenderer } from './kindTypes';
import { UserPlusIcon } from './kindIcons';
import { NotificationContent } from './NotificationContent';

/** JOIN_REQUEST: someone asks to join the company the viewer administers. */
export const joinRequest: NotificationRenderer = (notification) => (
  <NotificationContent notification={notification} icon={<UserPlusIcon boxSize="4" />} />
);
