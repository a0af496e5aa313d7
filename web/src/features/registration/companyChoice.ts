import type { CompanyStatus, RegistrationCompanyInput } from '../../__generated__/graphql';
import { NEW_COMPANY } from './registrationStore';
import type { CompanyDraft } from './registrationStore';
import { FIELD_LIMITS } from '../../__generated__/fieldLimits';
import { overLimit } from '../../ui/textLimit';

/** The api's limits of a new company's fields at sign-up: the same as its edit form's. */
export const NEW_COMPANY_LIMITS = {
  name: FIELD_LIMITS.SignupBody['company.name'],
  website: FIELD_LIMITS.SignupBody['company.website'],
};

/** What the company step needs to know about a suggested company. */
export interface SuggestedCompany {
  id: string;
  name: string;
  alias: string;
  status: CompanyStatus;
}

export interface CompanyErrors {
  choice?: string;
  name?: string;
  roleId?: string;
  website?: string;
  claim?: string;
}

/** Only an unclaimed (APPROVED) company is claimed; a CLAIMED or NEW one is joined. */
export function isClaim(company: SuggestedCompany | undefined): boolean {
  return company?.status === 'APPROVED';
}

/** The company chosen in `draft`, when it is one of the suggestions. */
export function chosenCompany(
  draft: CompanyDraft,
  suggestions: readonly SuggestedCompany[],
): SuggestedCompany | undefined {
  return suggestions.find((company) => company.id === draft.choice);
}

/**
 * The choice to start from: the company the user came from (`?company=<alias>`) when the email
 * may join it, a new company when the domain has none, otherwise none (the user decides).
 */
export function initialChoice(
  suggestions: readonly SuggestedCompany[],
  redirectFromCompany: string | null,
): string | null {
  const fromCompany = suggestions.find((company) => company.alias === redirectFromCompany);
  if (fromCompany) return fromCompany.id;
  return suggestions.length === 0 ? NEW_COMPANY : null;
}

/** A website as typed ('acme.com' or a full URL) as an absolute http(s) URL; null when invalid. */
export function normalizeWebsite(value: string): string | null {
  const trimmed = value.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.')) return null;
    return url.href;
  } catch {
    return null;
  }
}

export function validateCompany(draft: CompanyDraft, suggestions: readonly SuggestedCompany[]): CompanyErrors {
  if (draft.choice === NEW_COMPANY) {
    const errors: CompanyErrors = {};
    if (!draft.name.trim()) errors.name = 'Company name cannot be empty';
    if (!draft.roleId) errors.roleId = 'Please choose a business type.';
    if (draft.website.trim() && !normalizeWebsite(draft.website))
      errors.website = 'Enter a valid website address, e.g. https://example.com.';
    const name = overLimit(draft.name, NEW_COMPANY_LIMITS.name, 'Company name');
    if (name) errors.name = name;
    const website = overLimit(draft.website, NEW_COMPANY_LIMITS.website, 'Website');
    if (website) errors.website = website;
    return errors;
  }
  const company = chosenCompany(draft, suggestions);
  if (!company) return { choice: 'Please choose your company.' };
  if (isClaim(company) && !draft.claimConfirmed)
    return { claim: `Please confirm you are authorised to represent ${company.name}.` };
  return {};
}

/** The `company` of `createPassword`'s input (call after `validateCompany` passed). */
export function companyInput(draft: CompanyDraft): RegistrationCompanyInput {
  if (draft.choice !== NEW_COMPANY && draft.choice !== null) return { existingCompanyId: draft.choice };
  const website = draft.website.trim() ? normalizeWebsite(draft.website) : null;
  return { name: draft.name.trim(), roleId: draft.roleId, website };
}
