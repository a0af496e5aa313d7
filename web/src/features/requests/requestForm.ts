import type {
  InnovationStage,
  RequestFields_RequestFragment,
  RequestInput,
  RequestKind,
  RequestVisibility,
  TrialPhase,
} from '../../__generated__/graphql';
import { FIELD_LIMITS } from '../../__generated__/fieldLimits';
import type { UserError } from '../../ui/useMutationForm';

/** The api's limits for the form's text (from its OpenAPI document). */
export const REQUEST_TEXT_LIMITS = FIELD_LIMITS.CreateRequestBody;

/** A company invited to an INVITED request, with its name for the tag. */
export interface InvitedCompany {
  id: string;
  name: string;
}

/** The reference lists of the form, each a kind of reference data. */
export const REFERENCE_FIELDS = [
  'therapeuticAreaIds',
  'indicationIds',
  'regionIds',
  'serviceIds',
  'productIds',
  'modalityIds',
  'countryIds',
] as const;
export type ReferenceField = (typeof REFERENCE_FIELDS)[number];

/** What the poster has typed and picked: text as typed (numbers too), so nothing is lost on a refusal. */
export type RequestFormValues = Record<ReferenceField, string[]> & {
  kind: RequestKind | null;
  title: string;
  description: string;
  responseDeadline: string;
  visibility: RequestVisibility;
  invitedCompanies: InvitedCompany[];
  phases: TrialPhase[];
  numberOfSites: string;
  enrolmentTarget: string;
  startDate: string;
  timeline: string;
  budgetMin: string;
  budgetMax: string;
  problem: string;
  stage: InnovationStage | '';
};

export const EMPTY_REQUEST_FORM: RequestFormValues = {
  kind: null,
  title: '',
  description: '',
  responseDeadline: '',
  visibility: 'PUBLIC',
  invitedCompanies: [],
  therapeuticAreaIds: [],
  indicationIds: [],
  regionIds: [],
  serviceIds: [],
  productIds: [],
  modalityIds: [],
  countryIds: [],
  phases: [],
  numberOfSites: '',
  enrolmentTarget: '',
  startDate: '',
  timeline: '',
  budgetMin: '',
  budgetMax: '',
  problem: '',
  stage: '',
};

const NUMBER_FIELDS = {
  numberOfSites: 'Enter the number of sites as a whole number.',
  enrolmentTarget: 'Enter the enrolment target as a whole number.',
  budgetMin: 'Enter the budget in whole US dollars.',
  budgetMax: 'Enter the budget in whole US dollars.',
} as const;
type NumberField = keyof typeof NUMBER_FIELDS;

const wholeNumber = (text: string): number | null | undefined => {
  const trimmed = text.trim().replace(/[,\s$]/g, '');
  if (trimmed === '') return null;
  return /^\d{1,10}$/.test(trimmed) ? Number(trimmed) : undefined;
};

/** What the browser can tell before asking: a kind, and numbers that are numbers. The api checks the rest. */
export function localErrors(values: RequestFormValues): UserError[] {
  const errors: UserError[] = [];
  if (!values.kind)
    errors.push({ code: 'BAD_USER_INPUT', field: 'kind', message: 'Choose what kind of request this is.' });
  for (const field of Object.keys(NUMBER_FIELDS) as NumberField[]) {
    if (wholeNumber(values[field]) === undefined)
      errors.push({ code: 'BAD_USER_INPUT', field, message: NUMBER_FIELDS[field] });
  }
  return errors;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The form as the mutation's input (call after localErrors found nothing). */
export function toRequestInput(values: RequestFormValues, kind: RequestKind): RequestInput {
  const number = (field: NumberField) => wholeNumber(values[field]) ?? null;
  return {
    kind,
    title: values.title,
    description: values.description,
    responseDeadline: orNull(values.responseDeadline),
    visibility: values.visibility,
    invitedCompanyIds: values.visibility === 'INVITED' ? values.invitedCompanies.map((company) => company.id) : [],
    therapeuticAreaIds: values.therapeuticAreaIds,
    indicationIds: kind === 'SITE' ? values.indicationIds : [],
    regionIds: values.regionIds,
    serviceIds: kind === 'SERVICE' ? values.serviceIds : [],
    productIds: kind === 'INNOVATION' ? values.productIds : [],
    modalityIds: kind === 'INNOVATION' ? values.modalityIds : [],
    countryIds: kind === 'SITE' ? values.countryIds : [],
    phases: kind === 'INNOVATION' ? [] : values.phases,
    numberOfSites: kind === 'SITE' ? number('numberOfSites') : null,
    enrolmentTarget: kind === 'SITE' ? number('enrolmentTarget') : null,
    startDate: kind === 'SITE' ? orNull(values.startDate) : null,
    timeline: kind === 'SERVICE' ? orNull(values.timeline) : null,
    budgetMin: kind === 'SERVICE' ? number('budgetMin') : null,
    budgetMax: kind === 'SERVICE' ? number('budgetMax') : null,
    problem: kind === 'INNOVATION' ? orNull(values.problem) : null,
    stage: kind === 'INNOVATION' && values.stage ? values.stage : null,
  };
}

const ids = (items: readonly { id: string }[] | null | undefined) => (items ?? []).map((item) => item.id);
const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A stored request as the form's values (the edit form starts from it). */
export function formValuesOf(request: RequestFields_RequestFragment): RequestFormValues {
  return {
    kind: request.kind,
    title: request.title,
    description: request.description ?? '',
    responseDeadline: request.responseDeadline,
    visibility: request.visibility ?? 'PUBLIC',
    invitedCompanies: (request.invitedCompanies ?? []).map(({ id, name }) => ({ id, name })),
    therapeuticAreaIds: ids(request.therapeuticAreas),
    indicationIds: ids(request.indications),
    regionIds: ids(request.regions),
    serviceIds: ids(request.services),
    productIds: ids(request.products),
    modalityIds: ids(request.modalities),
    countryIds: ids(request.countries),
    phases: [...(request.phases ?? [])],
    numberOfSites: text(request.numberOfSites),
    enrolmentTarget: text(request.enrolmentTarget),
    startDate: request.startDate ?? '',
    timeline: request.timeline ?? '',
    budgetMin: text(request.budgetMin),
    budgetMax: text(request.budgetMax),
    problem: request.problem ?? '',
    stage: request.stage ?? '',
  };
}
