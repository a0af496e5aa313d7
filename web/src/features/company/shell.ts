import type { NavEntry } from '../../shared/routing/routeTypes';
import type { SessionViewer } from '../../shared/session/sessionContext';
import { COMPANIES_PATH, companyEditPath, companyProfilePath } from './companiesPath';

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
