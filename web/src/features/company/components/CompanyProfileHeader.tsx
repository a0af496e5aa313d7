import { Badge, Flex, Heading, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { COMPANY_ROLE_TYPE_LABELS } from '../../../shared/user/userLabels';
import { DetailList } from '../../../ui/DetailList';
import {
  COMPANY_BADGE_LABELS,
  companyFlagLabels,
  EMPLOYEES_BAND_LABELS,
  formatHeadquarters,
  websiteHref,
  websiteLabel,
} from '../companyLabels';
import { CompanyLogo } from './CompanyLogo';

export const CompanyProfileHeaderFragment = graphql(`
  fragment CompanyProfileHeader_company on Company {
    id
    name
    logoUrl
    website
    role {
      id
      name
      type
    }
    headquarters {
      city
      state
      country {
        id
        name
      }
    }
    employeesBand
    badges
    minorityOwned
    womenOwned
    disabilityOwned
    auditedByFda
    claimable
  }
`);

export interface CompanyProfileHeaderProps {
  company: FragmentType<typeof CompanyProfileHeaderFragment>;
}

/** The profile's top: logo, name, badges, and the company's key facts. */
export function CompanyProfileHeader(props: CompanyProfileHeaderProps) {
  const company = getFragmentData(CompanyProfileHeaderFragment, props.company);
  const website = websiteHref(company.website);
  const diversity = companyFlagLabels({ ...company, auditedByFda: false });
  return (
    <Stack gap={6}>
      <Flex gap={5} align={{ base: 'flex-start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
        <CompanyLogo name={company.name} logoUrl={company.logoUrl} size="2xl" />
        <Stack gap={2} minW={0}>
          <Heading as="h1" size="2xl" overflowWrap="anywhere">
            {company.name}
          </Heading>
          <Text color="fg.muted">{company.role.name}</Text>
          {company.badges.length > 0 || company.claimable ? (
            <Wrap gap={2} role="list" aria-label="Badges">
              {company.badges.map((badge) => (
                <Badge key={badge} role="listitem" colorPalette="brand" variant="solid">
                  {COMPANY_BADGE_LABELS[badge]}
                </Badge>
              ))}
              {company.claimable ? (
                <Badge role="listitem" variant="outline" colorPalette="gray">
                  Unclaimed
                </Badge>
              ) : null}
            </Wrap>
          ) : null}
        </Stack>
      </Flex>
      <DetailList
        items={[
          { label: 'Business type', value: company.role.name },
          { label: 'Role type', value: COMPANY_ROLE_TYPE_LABELS[company.role.type] },
          { label: 'Headquarters', value: formatHeadquarters(company.headquarters) },
          {
            label: 'Website',
            value: website ? (
              <Link
                href={website}
                target="_blank"
                rel="noopener noreferrer"
                color="colorPalette.fg"
                fontWeight="medium"
              >
                {websiteLabel(website)}
              </Link>
            ) : null,
          },
          { label: 'Employees', value: company.employeesBand ? EMPLOYEES_BAND_LABELS[company.employeesBand] : null },
          { label: 'Diversity', value: diversity.length > 0 ? diversity.join(', ') : null },
          { label: 'Audited by the FDA', value: company.auditedByFda ? 'Yes' : 'No' },
        ]}
        emptyText="Not given"
      />
    </Stack>
  );
}
