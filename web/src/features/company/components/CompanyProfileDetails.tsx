import { Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { DetailList } from '../../../ui/DetailList';
import { SectionCard } from '../../../ui/SectionCard';
import { PATIENT_CARE_SETTING_LABELS, SITE_TYPE_LABELS } from '../companyLabels';
import { TagGroup } from './TagGroup';

export const CompanyProfileDetailsFragment = graphql(`
  fragment CompanyProfileDetails_company on Company {
    id
    name
    description
    role {
      id
      type
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
    regions {
      id
      name
    }
    keyServices {
      id
      name
    }
    series {
      id
      name
    }
    siteType
    patientCareSettings
  }
`);

export interface CompanyProfileDetailsProps {
  company: FragmentType<typeof CompanyProfileDetailsFragment>;
}

/** What the company does: its description and capabilities, plus site details (sites) and series (investors). */
export function CompanyProfileDetails(props: CompanyProfileDetailsProps) {
  const company = getFragmentData(CompanyProfileDetailsFragment, props.company);
  const groups = [
    { title: 'Key services', items: company.keyServices },
    { title: 'Services', items: company.services },
    { title: 'Products', items: company.products },
    { title: 'Therapeutic areas', items: company.therapeuticAreas },
    { title: 'Indications', items: company.indications },
    { title: 'Modalities', items: company.modalities },
    { title: 'Regions', items: company.regions },
  ].filter((group) => group.items.length > 0);
  return (
    <Stack gap={6}>
      <SectionCard title="About">
        {company.description ? (
          <Text whiteSpace="pre-line" overflowWrap="anywhere">
            {company.description}
          </Text>
        ) : (
          <Text color="fg.muted">{`${company.name} has not added a description yet.`}</Text>
        )}
      </SectionCard>
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
      {company.role.type === 'SITE' ? (
        <SectionCard title="Site details">
          <DetailList
            items={[
              { label: 'Site type', value: company.siteType ? SITE_TYPE_LABELS[company.siteType] : null },
              {
                label: 'Patient care settings',
                value:
                  company.patientCareSettings.length > 0
                    ? company.patientCareSettings.map((setting) => PATIENT_CARE_SETTING_LABELS[setting]).join(', ')
                    : null,
              },
            ]}
            emptyText="Not given"
          />
        </SectionCard>
      ) : null}
      {company.role.type === 'INVESTOR' ? (
        <SectionCard title="Investment series">
          <TagGroup title="Series" items={company.series} emptyText="No series listed yet." />
        </SectionCard>
      ) : null}
    </Stack>
  );
}
