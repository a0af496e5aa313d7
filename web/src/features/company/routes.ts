import { member, publicArea, section } from '../../shared/routing/routeFactories';
import type { RouteDeclaration } from '../../shared/routing/routeTypes';
import { COMPANIES_PATH } from './companiesPath';

// The profile, looking-for and edit pages replace the title and description with the company's.
export const routes: readonly RouteDeclaration[] = [
  // Open to everyone, as /search is: the directory lists what public search lists (issue 26).
  section(COMPANIES_PATH, 'Companies', 'Clinical-research companies on the platform.', {
    page: './pages/CompanyListPage#CompanyListPage',
  }),
  // The profile; with the plan guard's call to action, the public preview that visitors and
  // companies without a plan see beneath the gating modal.
  {
    ...publicArea(
      '/companies/:alias',
      'Company profile',
      'A company on the platform.',
      './pages/CompanyProfileRoute#CompanyProfileRoute',
    ),
    preview: './pages/CompanyProfileRoute#CompanyProfileRoute',
  },
  // Published items are for everyone (issue 15), so the list needs no plan: the page itself asks
  // the api, which answers published items to others and the full list to the company's members.
  section('/companies/:alias/looking-for', 'Looking for', 'What this company is looking for.', {
    page: './pages/CompanyLookingForPage#CompanyLookingForPage',
  }),
  member('/companies/:alias/edit', 'Edit company', 'Edit your company profile.', 'COMPANY_EDIT', {
    page: './pages/CompanyEditPage#CompanyEditPage',
  }),
];
