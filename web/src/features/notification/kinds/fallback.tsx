import type { NotificationRenderer } from './kindTypes';
import { BellIcon } from './kindIcons';
import { NotificationContent } from './NotificationContent';

/**
 * Any kind this client does not know yet (the server's kinds are an open set): the server fills
 * title, body and link for every kind, so it still shows, with a generic icon.
 */
export const fallback: NotificationRenderer = (notification) => (
  <NotificationContent notification={notification} icon={<BellIcon boxSize="4" />} />
);
