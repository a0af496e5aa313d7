import type { CompanyRoleType, Plan } from '../../__generated__/graphql';
import type { SessionViewer } from '../../shared/session/sessionContext';
import { effectivePlan } from '../../shared/session/subscriptionAccess';

// The role types as spec §3 names them, which is how analytics has always received them.
const COMPANY_ROLE_NAMES: Record<CompanyRoleType, string> = {
  SPONSOR: 'Sponsor',
  SITE: 'Site',
  VENDOR: 'Vendor',
  NONPROFIT: 'Nonprofit',
  PATIENTS_ADVOCACY: 'PatientsAdvocacy',
  INVESTOR: 'Investor',
};

export interface AnalyticsIdentity {
  email: string;
  traits: { companyRole: string; plan: Plan };
}

/**
 * Who analytics is told about: the acting user (the impersonation target while an admin acts
 * as someone), with their company's role type ('Guest' without one) and the plan in force.
 */
export function analyticsIdentity(viewer: SessionViewer): AnalyticsIdentity {
  const roleType = viewer.user?.company?.role.type;
  return {
    email: viewer.user?.email ?? viewer.email,
    traits: {
      companyRole: roleType ? COMPANY_ROLE_NAMES[roleType] : 'Guest',
      plan: effectivePlan(viewer.subscription),
    },
  };
}
