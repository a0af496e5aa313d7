import { Tag, Wrap } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { SectionCard } from '../../../ui/SectionCard';

export const CompanyRegionsFragment = graphql(`
  fragment CompanyRegions_company on Company {
    id
    name
    regions {
      id
      name
    }
  }
`);

export interface CompanyRegionsProps {
  company: FragmentType<typeof CompanyRegionsFragment>;
}

/** Where the company works; left out when it has not said (nothing else on the profile depends on it). */
export function CompanyRegions(props: CompanyRegionsProps) {
  const company = getFragmentData(CompanyRegionsFragment, props.company);
  if (company.regions.length === 0) return null;
  return (
    <SectionCard title="Regions">
      <Wrap gap={2} role="list" aria-label={`Regions ${company.name} works in`}>
        {company.regions.map((region) => (
          <Tag.Root key={region.id} size="lg" variant="subtle" role="listitem">
            <Tag.Label>{region.name}</Tag.Label>
          </Tag.Root>
        ))}
      </Wrap>
    </SectionCard>
  );
}
