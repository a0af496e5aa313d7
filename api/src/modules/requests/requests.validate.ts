import { and, eq, inArray, ne } from 'drizzle-orm';
import { dayOf } from '../../clock.js';
import type { Executor } from '../../db/database.js';
import { type FieldError, validationMany } from '../../errors.js';
import { companies, referenceKindsOf } from '../company/index.js';
import { countries, type ReferenceKind } from '../reference/index.js';
import { REQUEST_LIMITS, type RequestInput } from './requests.schemas.js';
import type { RequestRow } from './requests.table.js';

/** Each reference list of the body with the one kind its ids must have. */
export const REFERENCE_LISTS = {
  therapeuticAreaIds: 'THERAPEUTIC_AREAS',
  indicationIds: 'INDICATIONS',
  regionIds: 'REGIONS',
  serviceIds: 'SERVICES',
  productIds: 'PRODUCTS',
  modalityIds: 'MODALITIES',
} as const satisfies Record<string, ReferenceKind>;
type ListField = keyof typeof REFERENCE_LISTS;
/** The lists each kind takes (others are refused, so nothing hidden is stored). */
const KIND_LISTS: Record<RequestRow['kind'], readonly ListField[]> = {
  SITE: ['therapeuticAreaIds', 'indicationIds', 'regionIds'],
  SERVICE: ['serviceIds', 'therapeuticAreaIds', 'regionIds'],
  INNOVATION: ['productIds', 'modalityIds', 'therapeuticAreaIds', 'regionIds'],
};

export const DEADLINE_PAST = 'The deadline must be today or later.';
export const START_PAST = 'The start date must be today or later.';

/** The row values a request's input writes (every kind's columns; the other kinds' are null). */
export type RequestValues = Pick<
  RequestRow,
  | 'kind'
  | 'title'
  | 'description'
  | 'responseDeadline'
  | 'visibility'
  | 'referenceIds'
  | 'countryIds'
  | 'phases'
  | 'numberOfSites'
  | 'enrolmentTarget'
  | 'startDate'
  | 'timeline'
  | 'budgetMin'
  | 'budgetMax'
  | 'problem'
  | 'stage'
> & { invitedCompanyIds: number[] };

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};
const unique = (ids: readonly number[] | undefined): number[] => [...new Set(ids ?? [])];
const isRealDate = (value: string): boolean => {
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && dayOf(date) === value;
};

/** The input as row values, with every field error found (so the form shows them all at once). */
function normalise(input: RequestInput, today: string, errors: FieldError[]): RequestValues {
  const kind = input.kind;
  const add = (field: string, message: string) => errors.push({ field, message });
  const title = text(input.title);
  if (!title) add('title', 'Enter a title.');
  const deadline = input.responseDeadline ?? null;
  if (!deadline) add('responseDeadline', 'Enter a response deadline.');
  else if (!isRealDate(deadline)) add('responseDeadline', 'Enter the deadline as a date.');
  else if (deadline < today) add('responseDeadline', DEADLINE_PAST);
  const startDate = input.startDate ?? null;
  if (startDate && !isRealDate(startDate)) add('startDate', 'Enter the start date as a date.');
  else if (startDate && startDate < today) add('startDate', START_PAST);
  const range = (field: 'numberOfSites' | 'enrolmentTarget', max: number, label: string) => {
    const value = input[field] ?? null;
    if (value !== null && (value < 1 || value > max))
      add(field, `${label} must be between 1 and ${max.toLocaleString('en-US')}.`);
    return value;
  };
  const numberOfSites = range('numberOfSites', REQUEST_LIMITS.numberOfSites, 'The number of sites');
  const enrolmentTarget = range('enrolmentTarget', REQUEST_LIMITS.enrolmentTarget, 'The enrolment target');
  const budgetMin = input.budgetMin ?? null;
  const budgetMax = input.budgetMax ?? null;
  if (budgetMin !== null && budgetMax !== null && budgetMin > budgetMax)
    add('budgetMax', 'The highest budget must be at least the lowest.');
  const allowed = new Set(KIND_LISTS[kind]);
  for (const field of Object.keys(REFERENCE_LISTS) as ListField[]) {
    if (!allowed.has(field) && (input[field]?.length ?? 0) > 0)
      add(field, `${field} does not apply to ${kind} requests.`);
  }
  const site = kind === 'SITE';
  const service = kind === 'SERVICE';
  return {
    kind,
    title: title ?? '',
    description: input.description?.trim() ?? '',
    responseDeadline: deadline ?? '',
    visibility: input.visibility ?? 'PUBLIC',
    referenceIds: KIND_LISTS[kind].flatMap((field) => unique(input[field])),
    countryIds: site ? unique(input.countryIds) : [],
    phases: kind === 'INNOVATION' ? [] : [...new Set(input.phases ?? [])],
    numberOfSites: site ? numberOfSites : null,
    enrolmentTarget: site ? enrolmentTarget : null,
    startDate: site ? startDate : null,
    timeline: service ? text(input.timeline) : null,
    budgetMin: service ? budgetMin : null,
    budgetMax: service ? budgetMax : null,
    problem: kind === 'INNOVATION' ? text(input.problem) : null,
    stage: kind === 'INNOVATION' ? (input.stage ?? null) : null,
    invitedCompanyIds: input.visibility === 'INVITED' ? unique(input.invitedCompanyIds) : [],
  };
}

/** What a published request must have, per kind (spec §3 as a sponsor fills it). */
export function completenessErrors(values: RequestValues, kinds: ReadonlyMap<number, ReferenceKind>): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string) => errors.push({ field, message });
  const count = (kind: ReferenceKind) => values.referenceIds.filter((id) => kinds.get(id) === kind).length;
  if (!values.description) add('description', 'Describe what you need.');
  if (values.visibility === 'INVITED' && values.invitedCompanyIds.length === 0)
    add('invitedCompanyIds', 'Invite at least one company, or make the request public.');
  if (values.kind !== 'INNOVATION' && values.phases.length === 0) add('phases', 'Choose at least one phase.');
  if (values.kind !== 'INNOVATION' && count('THERAPEUTIC_AREAS') === 0)
    add('therapeuticAreaIds', 'Choose at least one therapeutic area.');
  if (values.kind === 'SITE') {
    if (values.countryIds.length === 0) add('countryIds', 'Choose at least one country.');
    if (values.numberOfSites === null) add('numberOfSites', 'Enter the number of sites.');
    if (values.enrolmentTarget === null) add('enrolmentTarget', 'Enter the enrolment target.');
    if (values.startDate === null) add('startDate', 'Enter the start date.');
  } else if (values.kind === 'SERVICE') {
    if (count('SERVICES') === 0) add('serviceIds', 'Choose at least one service.');
    if (values.timeline === null) add('timeline', 'Describe the timeline.');
  } else {
    if (values.problem === null) add('problem', 'Describe the problem to solve.');
    if (count('PRODUCTS') + count('MODALITIES') === 0) add('productIds', 'Choose at least one product or modality.');
    if (values.stage === null) add('stage', 'Choose a stage.');
  }
  return errors;
}

async function referenceErrors(db: Executor, input: RequestInput, kinds: ReadonlyMap<number, ReferenceKind>) {
  const errors: FieldError[] = [];
  for (const field of KIND_LISTS[input.kind]) {
    const wrong = unique(input[field]).filter((id) => kinds.get(id) !== REFERENCE_LISTS[field]);
    if (wrong.length > 0)
      errors.push({
        field,
        message: `${field} contains ids that are not ${REFERENCE_LISTS[field]} items: ${wrong.join(', ')}`,
      });
  }
  const countryIds = input.kind === 'SITE' ? unique(input.countryIds) : [];
  if (countryIds.length > 0) {
    const found = await db.select({ id: countries.id }).from(countries).where(inArray(countries.id, countryIds));
    const known = new Set(found.map((row) => row.id));
    const wrong = countryIds.filter((id) => !known.has(id));
    if (wrong.length > 0)
      errors.push({ field: 'countryIds', message: `countryIds contains unknown ids: ${wrong.join(', ')}` });
  }
  return errors;
}

/** Invited companies must be active, claimed and not the poster's own. */
async function inviteErrors(db: Executor, ids: readonly number[], ownCompanyId: number): Promise<FieldError[]> {
  if (ids.length === 0) return [];
  if (ids.includes(ownCompanyId))
    return [{ field: 'invitedCompanyIds', message: 'You cannot invite your own company.' }];
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(inArray(companies.id, [...ids]), eq(companies.active, true), ne(companies.status, 'APPROVED')));
  const ok = new Set(rows.map((row) => row.id));
  const wrong = ids.filter((id) => !ok.has(id));
  return wrong.length === 0
    ? []
    : [
        {
          field: 'invitedCompanyIds',
          message: `Only active companies that claimed their profile can be invited (not: ${wrong.join(', ')}).`,
        },
      ];
}

/**
 * Checks a request's input and returns its row values: always the basics (title, a deadline of
 * today or later, ranges, ids of the right kinds, invitations); with `complete` (publishing, or
 * editing an OPEN request) also every field its kind requires. Every error at once, per field.
 */
export async function validateRequest(
  db: Executor,
  input: RequestInput,
  options: { today: string; complete: boolean; companyId: number },
): Promise<RequestValues> {
  const errors: FieldError[] = [];
  const values = normalise(input, options.today, errors);
  const kinds = await referenceKindsOf(db, values.referenceIds);
  errors.push(...(await referenceErrors(db, input, kinds)));
  errors.push(...(await inviteErrors(db, values.invitedCompanyIds, options.companyId)));
  if (options.complete) errors.push(...completenessErrors(values, kinds));
  if (errors.length > 0) throw validationMany(dedupe(errors));
  return values;
}

/** One message per field (the first found), in the order found. */
function dedupe(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((error) => (seen.has(error.field) ? false : (seen.add(error.field), true)));
}
