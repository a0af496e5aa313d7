import { member, section } from '../../shared/routing/routeFactories';
import type { PageModule, RouteDeclaration } from '../../shared/routing/routeTypes';
import { NEW_REQUEST_PATH, REQUESTS_PATH } from './requestsUrls';

// One chunk for the three pages (see pages/requestPages.ts).
const list: PageModule = './pages/requestPages#RequestsPage';
const detail: PageModule = './pages/requestPages#RequestPage';
const form: PageModule = './pages/requestPages#RequestFormPage';

// The list and a request are public: the api answers visitors and users without a plan with
// teasers. Signed in, every page needs REQUESTS, which spec §6 blocks while an admin impersonates
// (the api refuses them too); posting and editing need it with any plan: the api decides
// (Explorer and NONE get spec §4's modals on the form, their text kept).
const about = 'Clinical trial site, service and innovation requests.';
const posting = { anyPlan: true, page: form } as const;
export const routes: readonly RouteDeclaration[] = [
  section(REQUESTS_PATH, 'Requests', about, { page: list, permission: 'REQUESTS' }),
  member(NEW_REQUEST_PATH, 'Post a request', about, 'REQUESTS', posting),
  section(`${REQUESTS_PATH}/:id`, 'Request', about, { page: detail, permission: 'REQUESTS' }),
  member(`${REQUESTS_PATH}/:id/edit`, 'Edit request', about, 'REQUESTS', posting),
];
