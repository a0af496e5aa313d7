import type {
  CompanyRoleType,
  EmployeesBand,
  PatientCareSetting,
  SiteType,
  UpdateCompanyInput,
} from '../../__generated__/graphql';
import { FIELD_LIMITS } from '../../__generated__/fieldLimits';
import { overLimit } from '../../ui/textLimit';

/** The edit form's fields, as typed and picked. */
export interface CompanyFormValues {
  name: string;
  description: string;
  website: string;
  hqCountryId: string;
  hqState: string;
  hqCity: string;
  employeesBand: EmployeesBand | '';
  serviceIds: string[];
  productIds: string[];
  therapeuticAreaIds: string[];
  indicationIds: string[];
  modalityIds: string[];
  regionIds: string[];
  keyServiceIds: string[];
  seriesIds: string[];
  minorityOwned: boolean;
  womenOwned: boolean;
  disabilityOwned: boolean;
  auditedByFda: boolean;
  siteType: SiteType | '';
  patientCareSettings: PatientCareSetting[];
}

export type CompanyFormField = keyof CompanyFormValues;
export type CompanyFormErrors = Partial<Record<CompanyFormField, string>>;

// The api's limits (its OpenAPI document's maxLength, generated): the form shows and checks them.
const LIMITS = FIELD_LIMITS.UpdateCompanyBody;
export const NAME_MAX = LIMITS.name;
export const DESCRIPTION_MAX = LIMITS.description;
export const PLACE_MAX = LIMITS.hqCity;
export const WEBSITE_MAX = LIMITS.website;

export const WEBSITE_MESSAGE = 'Enter the website as a URL, e.g. https://www.example.com.';

/** Spec §9's limits for this company's type, as the api answers them (`Company.editRules`). */
export interface ListLimits {
  serviceIds: number;
  productIds: number;
  therapeuticAreaIds: number;
  keyServiceIds: number;
}
export type LimitedList = keyof ListLimits;

const LIST_NOUNS: Record<LimitedList, string> = {
  serviceIds: 'services',
  productIds: 'products',
  therapeuticAreaIds: 'therapeutic areas',
  keyServiceIds: 'key services',
};

export function listLimitMessage(list: LimitedList, limit: number): string {
  return `Choose at most ${limit} ${LIST_NOUNS[list]}.`;
}

/** A website as typed ('example.com' or a full URL) as an http(s) URL; null when it is not one. */
export function normalizeWebsite(value: string): string | null {
  const trimmed = value.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    const web = url.protocol === 'https:' || url.protocol === 'http:';
    return web && url.hostname.includes('.') && !url.username && !url.password && url.href.length <= WEBSITE_MAX
      ? url.href
      : null;
  } catch {
    return null;
  }
}

/** Checked before sending; the server checks the same and may answer more. */
export function validateCompanyForm(values: CompanyFormValues, limits: ListLimits): CompanyFormErrors {
  const errors: CompanyFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'Company name cannot be empty';
  const tooLong = {
    name: overLimit(values.name, NAME_MAX, 'Company name'),
    description: overLimit(values.description, DESCRIPTION_MAX, 'Description'),
    hqState: overLimit(values.hqState, LIMITS.hqState, 'Headquarters state / region'),
    hqCity: overLimit(values.hqCity, PLACE_MAX, 'Headquarters city'),
  };
  for (const [field, message] of Object.entries(tooLong)) if (message) errors[field as CompanyFormField] ??= message;
  if (values.website.trim() && !normalizeWebsite(values.website)) errors.website = WEBSITE_MESSAGE;
  for (const list of Object.keys(LIST_NOUNS) as LimitedList[]) {
    if (values[list].length > limits[list]) errors[list] = listLimitMessage(list, limits[list]);
  }
  return errors;
}

/**
 * `updateCompany`'s input (call after `validateCompanyForm` passed): trimmed, blanks as null.
 * Site details go only with sites and series only with investors, so fields the form does
 * not show for a company are never sent stale.
 */
export function companyUpdateInput(
  values: CompanyFormValues,
  company: { id: string; version: number; roleType: CompanyRoleType },
): UpdateCompanyInput {
  const optional = (value: string) => value.trim() || null;
  const site = company.roleType === 'SITE';
  return {
    id: company.id,
    version: company.version,
    name: values.name.trim(),
    description: optional(values.description),
    website: values.website.trim() ? normalizeWebsite(values.website) : null,
    hqCountryId: values.hqCountryId || null,
    hqState: optional(values.hqState),
    hqCity: optional(values.hqCity),
    employeesBand: values.employeesBand || null,
    serviceIds: values.serviceIds,
    productIds: values.productIds,
    therapeuticAreaIds: values.therapeuticAreaIds,
    indicationIds: values.indicationIds,
    modalityIds: values.modalityIds,
    regionIds: values.regionIds,
    keyServiceIds: values.keyServiceIds,
    seriesIds: company.roleType === 'INVESTOR' ? values.seriesIds : [],
    minorityOwned: values.minorityOwned,
    womenOwned: values.womenOwned,
    disabilityOwned: values.disabilityOwned,
    auditedByFda: values.auditedByFda,
    siteType: site ? values.siteType || null : null,
    patientCareSettings: site ? values.patientCareSettings : [],
  };
}
