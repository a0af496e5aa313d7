import { Link, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { DetailList } from '../../../ui/DetailList';
import { SectionCard } from '../../../ui/SectionCard';
import { ClaimFacts } from '../../evidence';
import {
  COMPANY_FLAG_LABELS,
  EMPLOYEES_BAND_LABELS,
  formatHeadquarters,
  PATIENT_CARE_SETTING_LABELS,
  SITE_TYPE_LABELS,
  websiteHref,
  websiteLabel,
} from '../companyLabels';

export const CompanyKeyFactsFragment = graphql(`
  fragment CompanyKeyFacts_company on Company {
    id
    website
    employeesBand
    siteType
    patientCareSettings
    minorityOwned
    womenOwned
    disabilityOwned
    auditedByFda
    ...VerifiedClaims_company
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

/** A host and path with a break opportunity after each dot and slash, so a long one wraps there first. */
function withBreaks(text: string) {
  return text.split(/(?<=[./])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

export interface CompanyKeyFactsProps {
  company: FragmentType<typeof CompanyKeyFactsFragment>;
}

/**
 * The facts a buyer checks first, each only when the company gave it: a list of "Not given"
 * says nothing, while a short list of real facts reads at a glance.
 */
export function CompanyKeyFacts(props: CompanyKeyFactsProps) {
  const company = getFragmentData(CompanyKeyFactsFragment, props.company);
  const website = websiteHref(company.website);
  // Each claim the profile makes, marked "Verified <date>" once the admin group verified it (docs/evidence.md).
  const diversity = (
    [
      ['minorityOwned', 'MINORITY_OWNED'],
      ['womenOwned', 'WOMEN_OWNED'],
      ['disabilityOwned', 'DISABILITY_OWNED'],
    ] as const
  ).flatMap(([flag, claim]) => (company[flag] ? [{ claim, label: COMPANY_FLAG_LABELS[flag] }] : []));
  const facts = [
    { label: 'Employees', value: company.employeesBand ? EMPLOYEES_BAND_LABELS[company.employeesBand] : null },
    { label: 'Site type', value: company.siteType ? SITE_TYPE_LABELS[company.siteType] : null },
    {
      label: 'Patient care',
      value: company.patientCareSettings.map((setting) => PATIENT_CARE_SETTING_LABELS[setting]).join(', ') || null,
    },
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
          // A long host name breaks inside the card instead of running out of it.
          overflowWrap="anywhere"
          minW={0}
          // Chromium reads each <wbr> as a space ("meridian-clinical. example"): name the link whole.
          aria-label={websiteLabel(website)}
        >
          {withBreaks(websiteLabel(website))}
        </Link>
      ) : null,
    },
    {
      label: 'Certifications',
      value: company.auditedByFda ? (
        <ClaimFacts company={company} items={[{ claim: 'AUDITED_BY_FDA', label: COMPANY_FLAG_LABELS.auditedByFda }]} />
      ) : null,
    },
    {
      label: 'Diversity',
      value: diversity.length > 0 ? <ClaimFacts company={company} items={diversity} /> : null,
    },
  ].filter((fact) => fact.value !== null);
  return (
    <SectionCard title="Key facts">
      {facts.length > 0 ? <DetailList items={facts} /> : <Text color="fg.muted">No key facts given yet.</Text>}
    </SectionCard>
  );
}
