import { Button, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { errorMessages, GENERIC_ERROR_MESSAGE } from '../../../shared/errorMessages';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { SectionCard } from '../../../ui/SectionCard';
import { hasErrorCode } from '../companyErrors';
import { companyUpdateInput, validateCompanyForm } from '../companyForm';
import type { CompanyFormErrors, CompanyFormValues } from '../companyForm';
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

export const CompanyEditFormUpdateDocument = graphql(`
  mutation CompanyEditFormUpdate($input: UpdateCompanyInput!) {
    updateCompany(input: $input) {
      company {
        id
        ...CompanyEditForm_company
      }
      errors {
        code
        field
        message
      }
    }
  }
`);

const ids = (items: ReadonlyArray<{ id: string }>) => items.map((item) => item.id);

export interface CompanyEditFormProps {
  company: FragmentType<typeof CompanyEditFormFragment>;
  referenceItems: readonly ReferenceData[];
  countries: ReadonlyArray<{ id: string; name: string }>;
  /** Re-reads the company (the 'Refresh' of a stale edit). */
  onRefresh: () => Promise<void>;
}

/** The company admins' edit form (UpdateCompanyInput), with optimistic concurrency on `version`. */
export function CompanyEditForm({ company: ref, referenceItems, countries, onRefresh }: CompanyEditFormProps) {
  const company = getFragmentData(CompanyEditFormFragment, ref);
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
    const invalid = validateCompanyForm(values, roleType);
    setFieldErrors(invalid);
    setErrors([]);
    if (Object.keys(invalid).length > 0) return setErrors(['Please correct the highlighted fields.']);
    try {
      const { data } = await update({
        variables: { input: companyUpdateInput(values, { id: company.id, version, roleType }) },
      });
      const payload = data?.updateCompany;
      if (!payload) return setErrors([GENERIC_ERROR_MESSAGE]);
      if (payload.errors.some((error) => error.code === 'CONFLICT')) return setStale(true);
      if (payload.errors.length > 0) {
        const known = payload.errors.filter((error) => error.field && error.field in values);
        setFieldErrors(Object.fromEntries(known.map((error) => [error.field, error.message])));
        return setErrors(
          payload.errors
            .filter((error) => !known.includes(error))
            .map((error) => error.message)
            .concat(known.length > 0 ? ['Please correct the highlighted fields.'] : []),
        );
      }
      if (!payload.company) return setErrors([GENERIC_ERROR_MESSAGE]);
      await navigate(companyProfilePath(getFragmentData(CompanyEditFormFragment, payload.company).alias));
    } catch (error) {
      // A stale edit may also come back as a top-level CONFLICT error.
      if (hasErrorCode(error, 'CONFLICT')) return setStale(true);
      setErrors(errorMessages(error));
    }
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
