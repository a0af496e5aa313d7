import type { CompanyRoleType } from '../company.table.js';

/** The seven business types with fixed ids (the web and bff refer to them by id). */
export const COMPANY_ROLES: readonly { id: number; name: string; type: CompanyRoleType }[] = [
  { id: 1, name: 'Clinical Trial Sponsor', type: 'Sponsor' },
  { id: 2, name: 'Clinical Trial Site/Site Network', type: 'Site' },
  { id: 3, name: 'CRO', type: 'Vendor' },
  { id: 4, name: 'Technology/Service Provider', type: 'Vendor' },
  { id: 5, name: 'Non-profit/Government', type: 'Nonprofit' },
  { id: 6, name: 'Patients/Advocacy', type: 'PatientsAdvocacy' },
  { id: 7, name: 'Investor', type: 'Investor' },
];

export const ROLE_IDS = {
  sponsor: 1,
  site: 2,
  cro: 3,
  techProvider: 4,
  nonprofit: 5,
  patientsAdvocacy: 6,
  investor: 7,
} as const;
