import { lazyPage } from '../../shared/routing/lazyPage';
import { member, publicArea } from '../../shared/routing/routeFactories';
import type { AppRoute, NavEntry } from '../../shared/routing/routeTypes';
import { COMPANIES_PATH } from './companyUrls';

// The profile, looking-for and edit pages replace the title and description with the company's.
export const routes: readonly AppRoute[] = [
  publicArea(
    COMPANIES_PATH,
    'Companies',
    'Clinical-research companies on the platform.',
    lazyPage(() => import('./pages/CompanyListPage').then((m) => m.CompanyListPage)),
  ),
  publicArea(
    '/companies/:alias',
    'Company profile',
    'A company on the platform.',
    lazyPage(() => import('./pages/CompanyProfilePage').then((m) => m.CompanyProfilePage)),
  ),
  publicArea(
    '/companies/:alias/looking-for',
    'Looking for',
    'What this company is looking for.',
    lazyPage(() => import('./pages/CompanyLookingForPage').then((m) => m.CompanyLookingForPage)),
  ),
  member('/companies/:alias/edit', 'Edit company', 'Edit your company profile.', 'COMPANY_EDIT', {
    page: lazyPage(() => import('./pages/CompanyEditPage').then((m) => m.CompanyEditPage)),
  }),
];

export const navigation: readonly NavEntry[] = [{ to: COMPANIES_PATH, label: 'Companies', order: 30 }];
