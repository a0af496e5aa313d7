import { Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { COMPANY_ROLE_TYPE_LABELS } from '../../../shared/user/userLabels';
import { AppLink } from '../../../ui/AppLink';
import { DetailList } from '../../../ui/DetailList';
import { SectionCard } from '../../../ui/SectionCard';
import { API_KEYS_PATH } from '../../api-keys';
import { companyEditPath, companyProfilePath } from '../../company';

export const DashboardCompanyFragment = graphql(`
  fragment DashboardCompany_company on UserCompany {
    id
    name
    alias
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
  /** The viewer may edit their company (a company admin: the edit route's permission). */
  canEdit: boolean;
  /** The viewer manages the company's partner API keys (a company admin, not acting as someone). */
  canManageKeys?: boolean;
}

/** "Your company": name, business type and role type, with the way to its profile (and edit form). */
export function DashboardCompany({ canEdit, canManageKeys = false, ...props }: DashboardCompanyProps) {
  const company = getFragmentData(DashboardCompanyFragment, props.company);
  return (
    <SectionCard title="Your company">
      {company ? (
        <Stack gap={4}>
          <DetailList
            items={[
              { label: 'Company', value: company.name },
              { label: 'Business type', value: company.role.name },
              { label: 'Role type', value: COMPANY_ROLE_TYPE_LABELS[company.role.type] },
            ]}
          />
          <Stack gap={2} align="flex-start">
            <AppLink to={companyProfilePath(company.alias)}>View company profile</AppLink>
            {canEdit ? <AppLink to={companyEditPath(company.alias)}>Edit company</AppLink> : null}
            {canManageKeys ? <AppLink to={API_KEYS_PATH}>API keys for integrations</AppLink> : null}
          </Stack>
        </Stack>
      ) : (
        <Text color="fg.muted">You're not linked to a company yet.</Text>
      )}
    </SectionCard>
  );
}
