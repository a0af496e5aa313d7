import type { NavEntry } from '../../shared/routing/routeTypes';
import { REQUESTS_PATH } from './requestsUrls';

// For members who hold spec §6's REQUESTS (not an admin acting as a user); visitors reach the
// public list from the home page. After Inbox, which follows Compare.
export const navigation: readonly NavEntry[] = [
  { to: REQUESTS_PATH, label: 'Requests', order: 46, permission: 'REQUESTS' },
];
