import type { ApiSchema, RequestBody, ResponseBody } from '../rest/rest.contract.js';
import { COUNTRIES, REFERENCE_ITEMS } from './fake.api.fixtures.js';
import type { Answer } from './fake.api.registration.js';
import type { RecordedRequest } from './recording.server.js';

type UserDto = ApiSchema<'UserDto'>;
type InterestsDto = ResponseBody<'get', '/users/interests'>;
type UpdateInterestsBody = RequestBody<'put', '/users/interests'>;
type JoinRequestDto = ApiSchema<'JoinRequestDto'>;

export interface FakeAccountState {
  users: Map<number, UserDto>;
  interests: Map<number, InterestsDto>;
  interestsComplete: Set<number>;
  /** Join requests by company id. */
  joinRequests: Map<number, JoinRequestDto[]>;
}

/** The public reference routes (the bff may call them without a token). */
export function answerReference(request: RecordedRequest, url: URL): Answer | null {
  if (url.pathname === '/v1/reference-items') {
    const kinds = url.searchParams.getAll('kind');
    return [200, kinds.length > 0 ? REFERENCE_ITEMS.filter((item) => kinds.includes(item.kind)) : REFERENCE_ITEMS];
  }
  if (url.pathname === '/v1/countries') return [200, COUNTRIES];
  return null;
}

const invalid = (field: string, message: string): Answer => [
  400,
  { code: 400, message, details: [{ field, message }] },
];

function interestsOf(state: FakeAccountState, userId: number): InterestsDto {
  return (
    state.interests.get(userId) ?? {
      therapeuticAreas: [],
      services: [],
      products: [],
      regions: [],
      trialPhasesSupported: [],
      complete: state.interestsComplete.has(userId),
    }
  );
}

function saveInterests(state: FakeAccountState, userId: number, body: UpdateInterestsBody): Answer {
  const pick = (ids: number[], kind: string) =>
    REFERENCE_ITEMS.filter((item) => ids.includes(item.id) && item.kind === kind);
  const lists = {
    therapeuticAreas: pick(body.therapeuticAreaIds, 'THERAPEUTIC_AREAS'),
    services: pick(body.serviceIds, 'SERVICES'),
    products: pick(body.productIds, 'PRODUCTS'),
    regions: pick(body.regionIds, 'REGIONS'),
  };
  if (lists.services.length !== body.serviceIds.length)
    return invalid('serviceIds', `serviceIds contains ids that are not SERVICES items: ${body.serviceIds.join(', ')}`);
  const complete = Object.values(lists).every((list) => list.length > 0) && body.trialPhasesSupported.length > 0;
  const dto: InterestsDto = { ...lists, trialPhasesSupported: body.trialPhasesSupported, complete };
  state.interests.set(userId, dto);
  return [200, dto];
}

/** My-account and membership routes for the acting user. */
export function answerAccount(
  state: FakeAccountState,
  acting: UserDto,
  request: RecordedRequest,
  url: URL,
): Answer | null {
  const path = url.pathname;
  const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
  if (path === '/v1/users/interests')
    return request.method === 'PUT'
      ? saveInterests(state, acting.id, body as unknown as UpdateInterestsBody)
      : [200, interestsOf(state, acting.id)];
  const own = /^\/v1\/users\/(\d+)(\/picture)?$/.exec(path);
  if (own && request.method !== 'GET') {
    if (Number(own[1]) !== acting.id) return [403, { code: 403, message: 'no' }];
    if (own[2] && request.method === 'DELETE') {
      state.users.set(acting.id, { ...acting, pictureUrl: null });
      return [204];
    }
    if (own[2]) return [200, { pictureUrl: `/media/picture-of-${acting.id}` }];
    if (typeof body.linkedin === 'string' && !body.linkedin.startsWith('https://www.linkedin.com/'))
      return invalid('linkedin', 'linkedin must be an https URL on linkedin.com');
    const updated = { ...acting, ...(body as Partial<UserDto>) };
    state.users.set(acting.id, updated);
    return [200, updated];
  }
  const company = /^\/v1\/companies\/(\d+)\/join-requests(?:\/(\d+))?$/.exec(path);
  if (company) {
    const companyId = Number(company[1]);
    if (acting.companyId !== companyId || acting.role !== 'COMPANY_ADMIN') return [403, { code: 403, message: 'no' }];
    const requests = state.joinRequests.get(companyId) ?? [];
    if (!company[2]) return [200, requests];
    const remaining = requests.filter((r) => r.user.id !== Number(company[2]));
    if (remaining.length === requests.length) return [404, { code: 404, message: 'Not found.' }];
    state.joinRequests.set(companyId, remaining);
    return [204];
  }
  return null;
}
