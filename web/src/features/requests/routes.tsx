import { lazyPage } from '../../shared/routing/lazyPage';
import { member, section } from '../../shared/routing/routeFactories';
import type { AppRoute, NavEntry } from '../../shared/routing/routeTypes';
import { NEW_REQUEST_PATH, REQUESTS_PATH } from './requestsUrls';

const list = lazyPage(() => import('./pages/RequestsPage').then((m) => m.RequestsPage));
const detail = lazyPage(() => import('./pages/RequestPage').then((m) => m.RequestPage));
const form = lazyPage(() => import('./pages/RequestFormPage').then((m) => m.RequestFormPage));

// The list and a request are public: the api answers visitors and users without a plan with
// teasers. Posting and editing need REQUESTS (blocked while impersonating), any plan: the api
// decides (Explorer and NONE get spec §4's modals on the form, their text kept).
export const routes: readonly AppRoute[] = [
  section(REQUESTS_PATH, 'Requests', 'Clinical trial site, service and innovation requests.', { page: list }),
  member(NEW_REQUEST_PATH, 'Post a request', "Post your company's needs.", 'REQUESTS', { anyPlan: true, page: form }),
  section(`${REQUESTS_PATH}/:id`, 'Request', 'A clinical trial site, service or innovation request.', { page: detail }),
  member(`${REQUESTS_PATH}/:id/edit`, 'Edit request', 'Edit a request.', 'REQUESTS', { anyPlan: true, page: form }),
];

// For members who may post and respond (spec §6's REQUESTS); the list itself stays open to anyone
// (an admin acting as a user still reads it at /requests). After Inbox, which follows Compare.
export const navigation: readonly NavEntry[] = [
  { to: REQUESTS_PATH, label: 'Requests', order: 46, permission: 'REQUESTS' },
];
