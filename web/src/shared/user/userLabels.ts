import type { CompanyRoleType, CompanyUserRole } from '../../__generated__/graphql';

export const COMPANY_USER_ROLE_LABELS: Record<CompanyUserRole, string> = {
  COMPANY_ADMIN: 'Company admin',
  MEMBER: 'Member',
};

export const COMPANY_ROLE_TYPE_LABELS: Record<CompanyRoleType, string> = {
  SPONSOR: 'Sponsor',
  SITE: 'Site',
  VENDOR: 'Vendor',
  NONPROFIT: 'Nonprofit',
  PATIENTS_ADVOCACY: 'Patients/Advocacy',
  INVESTOR: 'Investor',
};

/** "First Last", skipping a missing part. */
export function fullName(user: { firstName: string; lastName: string }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}
