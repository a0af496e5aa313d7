import { Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { SectionCard } from '../../../ui/SectionCard';
import { TagGroup } from './TagGroup';

export const CompanyCapabilitiesFragment = graphql(`
  fragment CompanyCapabilities_company on Company {
    id
    keyServices {
      id
      name
    }
    services {
      id
      name
    }
    products {
      id
      name
    }
    therapeuticAreas {
      id
      name
    }
    indications {
      id
      name
    }
    modalities {
      id
      name
    }
    series {
      id
      name
    }
  }
`);

export interface CompanyCapabilitiesProps {
  company: FragmentType<typeof CompanyCapabilitiesFragment>;
}

/**
 * What the company does, kind by kind (investors: the series they invest in). Always shown: that
 * a company lists nothing is worth knowing too.
 */
export function CompanyCapabilities(props: CompanyCapabilitiesProps) {
  const company = getFragmentData(CompanyCapabilitiesFragment, props.company);
  const groups = [
    { title: 'Key services', items: company.keyServices },
    { title: 'Services', items: company.services },
    { title: 'Products', items: company.products },
    { title: 'Therapeutic areas', items: company.therapeuticAreas },
    { title: 'Indications', items: company.indications },
    { title: 'Modalities', items: company.modalities },
    { title: 'Investment series', items: company.series },
  ].filter((group) => group.items.length > 0);
  return (
    <SectionCard title="Capabilities">
      {groups.length > 0 ? (
        <Stack gap={5}>
          {groups.map((group) => (
            <TagGroup key={group.title} title={group.title} items={group.items} />
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted">No capabilities listed yet.</Text>
      )}
    </SectionCard>
  );
}
