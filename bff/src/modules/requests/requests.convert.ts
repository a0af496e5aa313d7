import type {
  ReferenceItem,
  ReferenceKind,
  RequestInput,
  RequestListInput,
} from '../../__generated__/resolvers-types.js';
import { AppError } from '../../errors/error.codes.js';
import { userError, userErrorsFrom, type UserErrorDto } from '../../errors/user.errors.js';
import { apiIds } from '../../rest/rest.ids.js';
import type { Paging } from '../../rest/rest.query.js';
import type { CreateRequestBodyDto, RequestDto, RequestFilter } from './requests.api.js';

/** Where an id names nothing the viewer may change: the same answer as a missing one. */
export const REQUEST_NOT_FOUND = 'This request does not exist or is not yours to change.';

/** An id argument as the api's integer (unchecked: the api refuses one that is none, at its field). */
export const idArg = (value: string): number => apiIds([value])[0] ?? Number.NaN;

/**
 * The payload errors of a change: field refusals, conflicts, plan gating, a missing or foreign
 * request. A refused list item (the api's `phases.0`) is answered at its list (`phases`): the
 * input field the client shows it at.
 */
export function requestErrors(error: unknown): UserErrorDto[] {
  if (error instanceof AppError && error.code === 'PLAN_REQUIRED') return [userError('PLAN_REQUIRED', error.message)];
  if (error instanceof AppError && error.code === 'NOT_FOUND') return [userError('NOT_FOUND', REQUEST_NOT_FOUND)];
  return userErrorsFrom(error).map((found) => ({ ...found, field: found.field?.replace(/\.\d+$/, '') ?? null }));
}

/** The list input as the api's query and paging. */
export function listQuery(input: RequestListInput): { query: RequestFilter; paging: Paging } {
  const query: RequestFilter = { scope: input.scope ?? 'ALL' };
  if (input.kinds?.length) query.kind = [...input.kinds];
  if (input.statuses?.length) query.status = [...input.statuses];
  if (input.therapeuticAreaIds?.length) query.therapeuticAreaIds = apiIds(input.therapeuticAreaIds);
  if (input.regionIds?.length) query.regionIds = apiIds(input.regionIds);
  if (input.deadlineFrom) query.deadlineFrom = input.deadlineFrom;
  if (input.deadlineTo) query.deadlineTo = input.deadlineTo;
  const q = input.search?.trim().slice(0, 200);
  if (q) query.q = q;
  const sort = input.sort === 'DEADLINE' ? { field: 'responseDeadline', direction: 'ASC' as const } : null;
  return {
    query,
    paging: {
      page: Math.max(0, Math.trunc(input.page ?? 0)),
      size: Math.min(100, Math.max(1, Math.trunc(input.size ?? 20))),
      sort: [sort ?? { field: 'publishedAt', direction: 'DESC' }],
    },
  };
}

/**
 * The GraphQL input as the api's body (ids as integers); the api trims and checks it all, and
 * its 400 names the fields at fault.
 */
export function requestBody(input: RequestInput): Omit<CreateRequestBodyDto, 'publish'> {
  return {
    kind: input.kind,
    title: input.title,
    description: input.description,
    responseDeadline: input.responseDeadline ?? null,
    visibility: input.visibility ?? 'PUBLIC',
    invitedCompanyIds: apiIds(input.invitedCompanyIds),
    therapeuticAreaIds: apiIds(input.therapeuticAreaIds),
    indicationIds: apiIds(input.indicationIds),
    regionIds: apiIds(input.regionIds),
    serviceIds: apiIds(input.serviceIds),
    productIds: apiIds(input.productIds),
    modalityIds: apiIds(input.modalityIds),
    countryIds: apiIds(input.countryIds),
    // TrialPhase is shared with interests: PRECLINICAL (no phase of a request) reaches the api,
    // which refuses it at `phases`, as it refuses any value it does not take.
    phases: (input.phases ?? []) as NonNullable<CreateRequestBodyDto['phases']>,
    numberOfSites: input.numberOfSites ?? null,
    enrolmentTarget: input.enrolmentTarget ?? null,
    startDate: input.startDate ?? null,
    timeline: input.timeline ?? null,
    budgetMin: input.budgetMin ?? null,
    budgetMax: input.budgetMax ?? null,
    problem: input.problem ?? null,
    stage: input.stage ?? null,
  };
}

type Reference = NonNullable<RequestDto['references']>[number];

/** A request's reference values of one kind, as the schema's ReferenceItem; null for teasers. */
export function referencesOf(references: readonly Reference[] | null, kind: ReferenceKind): ReferenceItem[] | null {
  if (references === null) return null;
  return references
    .filter((item) => item.kind === kind)
    .map((item) => ({ id: String(item.id), kind, name: item.name, parentId: null }));
}
