import { lazyPage } from '../../shared/routing/lazyPage';
import { member, section } from '../../shared/routing/routeFactories';
import type { AppRoute, NavEntry } from '../../shared/routing/routeTypes';
import { NEW_REQUEST_PATH, REQUESTS_PATH } from './requestsUrls';

// One chunk for the three pages (see pages/requestPages.ts).
const load = () => import('./pages/requestPages');
const list = lazyPage(() => load().then((m) => m.RequestsPage));
const detail = lazyPage(() => load().then((m) => m.RequestPage));
const form = lazyPage(() => load().then((m) => m.RequestFormPage));

// The list and a request are public: the api answers visitors and users without a plan with
// teasers. Posting and editing need REQUESTS (blocked while impersonating), any plan: the api
// decides (Explorer and NONE get spec §4's modals on the form, their text kept).
// One description for the four (this table is first-route code: web/build/bundleBudget.ts).
const about = 'Clinical trial site, service and innovation requests.';
const posting = { anyPlan: true, page: form };
export const routes: readonly AppRoute[] = [
  section(REQUESTS_PATH, 'Requests', about, { page: list }),
  member(NEW_REQUEST_PATH, 'Post a request', about, 'REQUESTS', posting),
  section(`${REQUESTS_PATH}/:id`, 'Request', about, { page: detail }),
  member(`${REQUESTS_PATH}/:id/edit`, 'Edit request', about, 'REQUESTS', posting),
];

// For members who may post and respond (spec §6's REQUESTS); the list itself stays open to anyone
// (an admin acting as a user still reads it at /requests). After Inbox, which follows Compare.
export const navigation: readonly NavEntry[] = [
  { to: REQUESTS_PATH, label: 'Requests', order: 46, permission: 'REQUESTS' },
];
