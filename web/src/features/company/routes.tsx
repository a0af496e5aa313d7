import { lazyPage } from '../../shared/routing/lazyPage';
import { member, publicArea, section } from '../../shared/routing/routeFactories';
import type { AppRoute, NavEntry } from '../../shared/routing/routeTypes';
import type { SessionViewer } from '../../shared/session/sessionContext';
import { COMPANIES_PATH, companyEditPath, companyProfilePath } from './companiesPath';

// The profile; with the plan guard's call to action, the public preview that visitors and
// companies without a plan see beneath the gating modal.
const profile = lazyPage(() => import('./pages/CompanyProfileRoute').then((m) => m.CompanyProfileRoute));

// The profile, looking-for and edit pages replace the title and description with the company's.
export const routes: readonly AppRoute[] = [
  publicArea(
    COMPANIES_PATH,
    'Companies',
    'Clinical-research companies on the platform.',
    lazyPage(() => import('./pages/CompanyListPage').then((m) => m.CompanyListPage)),
  ),
  {
    ...publicArea('/companies/:alias', 'Company profile', 'A company on the platform.', profile),
    preview: profile,
  },
  // Published items are for everyone (issue 15), so the list needs no plan: the page itself asks
  // the api, which answers published items to others and the full list to the company's members.
  section('/companies/:alias/looking-for', 'Looking for', 'What this company is looking for.', {
    page: lazyPage(() => import('./pages/CompanyLookingForPage').then((m) => m.CompanyLookingForPage)),
  }),
  member('/companies/:alias/edit', 'Edit company', 'Edit your company profile.', 'COMPANY_EDIT', {
    page: lazyPage(() => import('./pages/CompanyEditPage').then((m) => m.CompanyEditPage)),
  }),
];

/** A path of the viewer's own company: none for a user of no company (or an admin acting as nobody). */
function ownCompanyPath(build: (alias: string) => string) {
  return (viewer: SessionViewer): string | null => {
    const alias = viewer.user?.company?.alias;
    return alias ? build(alias) : null;
  };
}

// Every member reaches their own profile; its admins (the edit route's permission) its edit form.
export const navigation: readonly NavEntry[] = [
  { to: COMPANIES_PATH, label: 'Companies', order: 30 },
  { to: ownCompanyPath(companyProfilePath), label: 'My company', order: 32 },
  { to: ownCompanyPath(companyEditPath), label: 'Edit company', order: 34, permission: 'COMPANY_EDIT' },
];
