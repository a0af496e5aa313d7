/**
 * The company list's path and a company's profile and edit paths, alone in their module: the
 * routes' declarations and the header's links need only these, so the rest of companyUrls.ts
 * loads with the company pages.
 */
export const COMPANIES_PATH = '/companies';

/** `/companies/{alias}`: a company's profile. */
export function companyProfilePath(alias: string): string {
  return `${COMPANIES_PATH}/${encodeURIComponent(alias)}`;
}

/** `/companies/{alias}/edit`: the company admins' edit form. */
export function companyEditPath(alias: string): string {
  return `${companyProfilePath(alias)}/edit`;
}
