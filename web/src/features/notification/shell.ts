import type { HeaderItem } from '../../shared/routing/routeTypes';
import { NotificationBell } from './components/NotificationBell';

// Notifications have no page of their own: the bell in the header lists them and each leads to
// the screen it is about.
export const headerItems: readonly HeaderItem[] = [NotificationBell];
