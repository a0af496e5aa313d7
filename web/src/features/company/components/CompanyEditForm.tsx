import { Button, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { SectionCard } from '../../../ui/SectionCard';
import { hasUserErrorCode, placeUserErrors, sendOutcome } from '../../../ui/useMutationForm';
import { hasErrorCode } from '../companyErrors';
import { companyUpdateInput, validateCompanyForm } from '../companyForm';
import type { CompanyFormErrors, CompanyFormField, CompanyFormValues } from '../companyForm';
import type { ReferenceData } from '../companyFormOptions';
import { companyProfilePath } from '../companyUrls';
import { CompanyBasicsFields } from './CompanyBasicsFields';
import { CompanyCapabilityFields } from './CompanyCapabilityFields';
import { CompanyLogoUpload } from './CompanyLogoUpload';
import { CompanyTypeFields } from './CompanyTypeFields';
import { StaleEditAlert } from './StaleEditAlert';

export const CompanyEditFormFragment = graphql(`
  fragment CompanyEditForm_company on Company {
    id
    alias
    name
    description
    website
    logoUrl
    version
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
    minorityOwned
    womenOwned
    disabilityOwned
    auditedByFda
    siteType
    patientCareSettings
  }
`);

/** What the api lets its admins put in this company's edit (`Company.editRules`). */
export const CompanyEditFormRulesFragment = graphql(`
  fragment CompanyEditForm_rules on CompanyEditRules {
    listLimits {
      serviceIds
      productIds
      therapeuticAreaIds
      keyServiceIds
    }
    logo {
      maxBytes
      contentTypes
    }
  }
`);

export const CompanyEditFormUpdateDocument = graphql(`
  mutation CompanyEditFormUpdate($input: UpdateCompanyInput!) {
    updateCompany(input: $input) {
      company {
        id
        ...CompanyEditForm_company
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

const ids = (items: ReadonlyArray<{ id: string }>) => items.map((item) => item.id);

const CORRECT_FIELDS = 'Please correct the highlighted fields.';

export interface CompanyEditFormProps {
  company: FragmentType<typeof CompanyEditFormFragment>;
  rules: FragmentType<typeof CompanyEditFormRulesFragment>;
  referenceItems: readonly ReferenceData[];
  countries: ReadonlyArray<{ id: string; name: string }>;
  /** Re-reads the company (the 'Refresh' of a stale edit). */
  onRefresh: () => Promise<void>;
}

/** The company admins' edit form (UpdateCompanyInput), with optimistic concurrency on `version`. */
export function CompanyEditForm(props: CompanyEditFormProps) {
  const { referenceItems, countries, onRefresh } = props;
  const company = getFragmentData(CompanyEditFormFragment, props.company);
  const rules = getFragmentData(CompanyEditFormRulesFragment, props.rules);
  const roleType = company.role.type;
  const navigate = useNavigate();
  const [values, setValues] = useState<CompanyFormValues>(() => ({
    name: company.name,
    description: company.description ?? '',
    website: company.website ?? '',
    hqCountryId: company.headquarters.country?.id ?? '',
    hqState: company.headquarters.state ?? '',
    hqCity: company.headquarters.city ?? '',
    employeesBand: company.employeesBand ?? '',
    serviceIds: ids(company.services),
    productIds: ids(company.products),
    therapeuticAreaIds: ids(company.therapeuticAreas),
    indicationIds: ids(company.indications),
    modalityIds: ids(company.modalities),
    regionIds: ids(company.regions),
    keyServiceIds: ids(company.keyServices),
    seriesIds: ids(company.series),
    minorityOwned: company.minorityOwned,
    womenOwned: company.womenOwned,
    disabilityOwned: company.disabilityOwned,
    auditedByFda: company.auditedByFda,
    siteType: company.siteType ?? '',
    patientCareSettings: [...company.patientCareSettings],
  }));
  // The version this edit started from; only a save (or our own logo upload) moves it on.
  const [version, setVersion] = useState(company.version);
  const [fieldErrors, setFieldErrors] = useState<CompanyFormErrors>({});
  const [errors, setErrors] = useState<string[]>([]);
  const [stale, setStale] = useState(false);
  const [update, updating] = useMutation(CompanyEditFormUpdateDocument);

  // The alerts sit above the form, out of sight of the Save button: bring them into view.
  const feedback = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (stale || errors.length > 0) feedback.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [stale, errors]);

  const change = (patch: Partial<CompanyFormValues>) => setValues((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateCompanyForm(values, rules.listLimits);
    setFieldErrors(invalid);
    setErrors([]);
    if (Object.keys(invalid).length > 0) return setErrors([CORRECT_FIELDS]);
    let conflict = false;
    const outcome = await sendOutcome(
      async () => {
        try {
          const input = companyUpdateInput(values, { id: company.id, version, roleType });
          return (await update({ variables: { input } })).data?.updateCompany;
        } catch (error) {
          // A stale edit may also come back as a top-level CONFLICT error.
          if (!hasErrorCode(error, 'CONFLICT')) throw error;
          conflict = true;
          return null;
        }
      },
      (payload) => payload.company,
    );
    if ('ok' in outcome)
      return void (await navigate(companyProfilePath(getFragmentData(CompanyEditFormFragment, outcome.ok).alias)));
    if (conflict || hasUserErrorCode(outcome.errors, 'CONFLICT')) return setStale(true);
    const placed = placeUserErrors(outcome.errors, Object.keys(values) as CompanyFormField[]);
    setFieldErrors(placed.fieldErrors);
    setErrors(placed.errors.concat(Object.keys(placed.fieldErrors).length > 0 ? [CORRECT_FIELDS] : []));
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap={6}>
        {stale || errors.length > 0 ? (
          <Stack ref={feedback} gap={3} scrollMarginTop="6rem">
            {stale ? <StaleEditAlert onRefresh={onRefresh} /> : null}
            {errors.map((message) => (
              <ErrorAlert key={message} message={message} />
            ))}
          </Stack>
        ) : null}
        <SectionCard title="Logo">
          <CompanyLogoUpload
            companyId={company.id}
            companyName={company.name}
            logoUrl={company.logoUrl}
            rules={rules.logo}
            // Our own upload may move the version on by one; a bigger jump means someone else
            // saved meanwhile, which the next save must still detect.
            onUploaded={(next) => setVersion((current) => (next <= current + 1 ? Math.max(current, next) : current))}
          />
        </SectionCard>
        <SectionCard title="Company details">
          <CompanyBasicsFields values={values} errors={fieldErrors} countries={countries} onChange={change} />
        </SectionCard>
        <SectionCard title="Capabilities">
          <CompanyCapabilityFields
            values={values}
            errors={fieldErrors}
            roleType={roleType}
            listLimits={rules.listLimits}
            referenceItems={referenceItems}
            current={company}
            onChange={change}
          />
        </SectionCard>
        <SectionCard title={roleType === 'SITE' ? 'Ownership, audits and site details' : 'Ownership and audits'}>
          <CompanyTypeFields values={values} errors={fieldErrors} roleType={roleType} onChange={change} />
        </SectionCard>
        <Stack direction={{ base: 'column', sm: 'row' }} gap={4} align={{ base: 'stretch', sm: 'center' }}>
          <Button type="submit" loading={updating.loading}>
            Save changes
          </Button>
          <Button variant="ghost" onClick={() => void navigate(companyProfilePath(company.alias))}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
