import type { NavEntry } from '../../shared/routing/routeTypes';
import { REQUESTS_PATH } from './requestsUrls';

// The public list, for visitors too (issue 26: the marketplace was linked from nowhere), and for
// members who hold spec §6's REQUESTS (not an admin acting as a user). After Inbox.
export const navigation: readonly NavEntry[] = [
  { to: REQUESTS_PATH, label: 'Requests', order: 46, permission: 'REQUESTS', signedOut: true },
];
