import type { ReactNode } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { formatHeadquarters } from '../companyLabels';
import { CompanyMasthead } from './CompanyMasthead';

export const CompanyProfileHeaderFragment = graphql(`
  fragment CompanyProfileHeader_company on Company {
    id
    name
    logoUrl
    status
    claimable
    badges
    role {
      id
      name
    }
    headquarters {
      city
      state
      country {
        id
        name
      }
    }
  }
`);

export interface CompanyProfileHeaderProps {
  company: FragmentType<typeof CompanyProfileHeaderFragment>;
  actions: ReactNode;
}

/** The profile's top: logo or mark, name, business type and location, badges, and the viewer's actions. */
export function CompanyProfileHeader({ company: ref, actions }: CompanyProfileHeaderProps) {
  const company = getFragmentData(CompanyProfileHeaderFragment, ref);
  return (
    <CompanyMasthead
      name={company.name}
      logoUrl={company.logoUrl}
      businessType={company.role.name}
      location={formatHeadquarters(company.headquarters)}
      badges={company.badges}
      claim={company.claimable ? 'unclaimed' : company.status === 'CLAIMED' ? 'claimed' : null}
      actions={actions}
    />
  );
}
