import { Text } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { AppLink } from '../../../ui/AppLink';
import { SectionCard } from '../../../ui/SectionCard';
import { companyEditPath } from '../companyUrls';

export const CompanyAboutFragment = graphql(`
  fragment CompanyAbout_company on Company {
    id
    alias
    name
    description
    canEdit
  }
`);

export interface CompanyAboutProps {
  company: FragmentType<typeof CompanyAboutFragment>;
}

/**
 * The company in its own words. Without a description the section is left out for others (it
 * would say nothing about the company) and asks its own admins to add one.
 */
export function CompanyAbout(props: CompanyAboutProps) {
  const company = getFragmentData(CompanyAboutFragment, props.company);
  if (!company.description?.trim() && !company.canEdit) return null;
  return (
    <SectionCard title="About">
      {company.description?.trim() ? (
        <Text whiteSpace="pre-line" overflowWrap="anywhere">
          {company.description}
        </Text>
      ) : (
        <Text color="fg.muted">
          {'Buyers read this first. '}
          <AppLink to={companyEditPath(company.alias)}>Add a description</AppLink>
        </Text>
      )}
    </SectionCard>
  );
}
