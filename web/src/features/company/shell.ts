import type { NavEntry } from '../../shared/routing/routeTypes';
import type { SessionViewer } from '../../shared/session/sessionContext';
import { companyProfilePath } from './companiesPath';

/** A path of the viewer's own company: none for a user of no company (or an admin acting as nobody). */
function ownCompanyPath(build: (alias: string) => string) {
  return (viewer: SessionViewer): string | null => {
    const alias = viewer.user?.company?.alias;
    return alias ? build(alias) : null;
  };
}

// Every member reaches their own profile, whose admins find 'Edit company' on it and on the
// dashboard. The directory (/companies) and the edit form are not in the header: with the
// marketplace's links, a company admin's row must still fit 1280 px (issue 26); Search finds companies.
export const navigation: readonly NavEntry[] = [
  { to: ownCompanyPath(companyProfilePath), label: 'My company', order: 32 },
];
