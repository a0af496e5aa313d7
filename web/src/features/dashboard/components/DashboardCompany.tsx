import { Text } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { COMPANY_ROLE_TYPE_LABELS } from '../../../shared/user/userLabels';
import { DetailList } from '../../../ui/DetailList';
import { SectionCard } from '../../../ui/SectionCard';

export const DashboardCompanyFragment = graphql(`
  fragment DashboardCompany_company on UserCompany {
    id
    name
    role {
      id
      name
      type
    }
  }
`);

export interface DashboardCompanyProps {
  /** Null when the user belongs to no company. */
  company: FragmentType<typeof DashboardCompanyFragment> | null | undefined;
}

/** "Your company": name, business type and role type. */
export function DashboardCompany(props: DashboardCompanyProps) {
  const company = getFragmentData(DashboardCompanyFragment, props.company);
  return (
    <SectionCard title="Your company">
      {company ? (
        <DetailList
          items={[
            { label: 'Company', value: company.name },
            { label: 'Business type', value: company.role.name },
            { label: 'Role type', value: COMPANY_ROLE_TYPE_LABELS[company.role.type] },
          ]}
        />
      ) : (
        <Text color="fg.muted">You're not linked to a company yet.</Text>
      )}
    </SectionCard>
  );
}
