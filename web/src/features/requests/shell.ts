import type { NavEntry } from '../../shared/routing/routeTypes';
import { REQUESTS_PATH } from './requestsUrls';

// For members who may post and respond (spec §6's REQUESTS); the list itself stays open to anyone
// (an admin acting as a user still reads it at /requests). After Inbox, which follows Compare.
export const navigation: readonly NavEntry[] = [
  { to: REQUESTS_PATH, label: 'Requests', order: 46, permission: 'REQUESTS' },
];
