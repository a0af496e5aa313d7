import type { ApiSchema, ResponseBody } from '../rest/rest.contract.js';
import { type ContractRoutes, createContractRoutes, sendAnswer } from './fake.api.contract.js';
import { answerAccount, answerReference } from './fake.api.account.js';
import {
  answerRegistration,
  createFakeRegistration,
  type Answer,
  type FakeRegistration,
} from './fake.api.registration.js';
import { answerApiKeys, type FakeApiKey, keyOwnerEmail } from './fake.api.keys.js';
import { answerSessions, createFakeSessions, type FakeSessions } from './fake.api.sessions.js';
import { json, startRecordingServer, type RecordedRequest, type RecordingServer } from './recording.server.js';

// The fake speaks the api's generated contract: every answer below is typed by it.
type UserDto = ApiSchema<'UserDto'>;
type CompanyRoleDto = ApiSchema<'CompanyRoleDto'>;
type CurrentSubscriptionDto = ApiSchema<'CurrentSubscriptionDto'>;
type InterestsDto = ResponseBody<'get', '/users/interests'>;
type JoinRequestDto = ApiSchema<'JoinRequestDto'>;

export const ROLES: CompanyRoleDto[] = [
  { id: 1, name: 'Clinical Trial Sponsor', type: 'Sponsor' },
  { id: 3, name: 'CRO', type: 'Vendor' },
];

/** A user as the api would answer it, with overrides (test factory). */
export function buildUser(overrides: Partial<UserDto> & Pick<UserDto, 'id' | 'email'>): UserDto {
  return {
    firstName: 'Test',
    lastName: `User${overrides.id}`,
    active: true,
    phone: null,
    linkedin: null,
    pictureUrl: null,
    role: 'MEMBER',
    company: {
      id: 10,
      name: 'Helixa Biotherapeutics',
      active: true,
      alias: 'helixa',
      role: ROLES[0] as CompanyRoleDto,
    },
    companyId: 10,
    city: null,
    jobTitle: null,
    country: null,
    state: null,
    isNeedResetPassword: false,
    masked: false,
    ...overrides,
  };
}

export interface FakeApi {
  server: RecordingServer;
  users: Map<number, UserDto>;
  subscriptions: Map<number, CurrentSubscriptionDto>;
  interestsComplete: Set<number>;
  /** Saved interests by user id (otherwise empty, complete as `interestsComplete` says). */
  interests: Map<number, InterestsDto>;
  /** Join requests by company id. */
  joinRequests: Map<number, JoinRequestDto[]>;
  registration: FakeRegistration;
  /** Server-side sessions the bff started (sign-in) and ended. */
  sessions: FakeSessions;
  /** Partner API keys the fake accepts, by the key itself (acting as their owner). */
  apiKeys: Map<string, FakeApiKey>;
  /** When true, every authenticated call answers 401 (the api disagrees about the tokens). */
  refuseTokens: boolean;
  /** Scripted answers of the api's routes, typed by the generated contract (`on`, `clear`). */
  routes: ContractRoutes;
  /** Scripted pages outside the REST contract (the local gateway's card pages), by `METHOD /path`. */
  pages: Map<string, (request: RecordedRequest, url: URL) => Answer>;
  close(): Promise<void>;
}

const NO_SUBSCRIPTION: CurrentSubscriptionDto = {
  id: null,
  plan: 'NONE',
  status: null,
  endDate: null,
  period: null,
  billingAdmin: false,
  billingView: 'NOTHING',
  typeCode: null,
  name: 'No subscription',
  inForce: false,
  reminder: null,
};

function emailOf(authorization: string | undefined): string | null {
  const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    email?: string;
    username?: string;
  };
  return claims.email ?? claims.username?.replace(/^sub-/, '') ?? null;
}

/** A stand-in for the REST api following its contract (unit tests of the GraphQL layer). */
export async function startFakeApi(users: UserDto[]): Promise<FakeApi> {
  const byId = new Map(users.map((u) => [u.id, u]));
  const subscriptions = new Map<number, CurrentSubscriptionDto>();
  const interestsComplete = new Set<number>();
  const state = {
    users: byId,
    interests: new Map<number, InterestsDto>(),
    interestsComplete,
    joinRequests: new Map<number, JoinRequestDto[]>(),
  };
  const registration = createFakeRegistration();
  const send = (res: Parameters<typeof json>[0], [status, body]: Answer) => json(res, status, body);
  const server = await startRecordingServer((request, res) => {
    const url = new URL(request.url, 'http://api');
    const path = url.pathname;
    if (path === '/healthz') return json(res, 200, { status: 'ok' });
    if (path === '/v1/roles') return json(res, 200, ROLES);
    if (path === '/v1/subscriptions/terms')
      return json(res, 200, { trialDays: 180, gracePeriodDays: 15, trialReminderDays: 3 });
    const page = fake.pages.get(`${request.method} ${path}`);
    if (page) return send(res, page(request, url));
    const publicScripted = fake.routes.find(request, path, true);
    if (publicScripted) return sendAnswer(res, publicScripted.handler(request, url, null));
    const publicAnswer = answerRegistration(registration, byId, request, url) ?? answerReference(request, url);
    if (publicAnswer) return send(res, publicAnswer);
    const keyAnswer = answerApiKeys(fake.apiKeys, request, path);
    if (keyAnswer) return send(res, keyAnswer);
    const email = keyOwnerEmail(fake.apiKeys, request) ?? emailOf(request.headers.authorization);
    if (!email || fake.refuseTokens) return json(res, 401, { code: 401, message: 'Authentication required.' });
    const sessionAnswer = answerSessions(fake.sessions, email, request, path, res);
    if (sessionAnswer) return send(res, sessionAnswer);
    const self = [...byId.values()].find((u) => u.email === email);
    const target = request.headers['x-impersonated-user-id'];
    const acting = target ? byId.get(Number(target)) : self;
    if (path === '/v1/admin/users') {
      const content = [...byId.values()];
      return json(res, 200, {
        content,
        page: Number(url.searchParams.get('page')),
        size: Number(url.searchParams.get('size')),
        totalElements: content.length,
        totalPages: 1,
      });
    }
    if (!acting) return json(res, target ? 404 : 403, { code: target ? 404 : 403, message: 'no' });
    // A test's script wins over the built-in answers below.
    const scripted = fake.routes.find(request, path, false);
    if (scripted) return sendAnswer(res, scripted.handler(request, url, acting));
    if (path === '/v1/users/current') return json(res, 200, acting);
    const accountAnswer = answerAccount(state, acting, request, url);
    if (accountAnswer) return send(res, accountAnswer);
    const userMatch = /^\/v1\/users\/(\d+)$/.exec(path);
    if (userMatch) {
      const user = byId.get(Number(userMatch[1]));
      return user ? json(res, 200, user) : json(res, 404, { code: 404, message: 'Not found.' });
    }
    if (path === '/v1/subscriptions/users/current')
      return json(res, 200, subscriptions.get(acting.id) ?? NO_SUBSCRIPTION);
    return json(res, 404, { code: 404, message: 'Not found.' });
  });
  const fake: FakeApi = {
    server,
    users: byId,
    subscriptions,
    interestsComplete,
    interests: state.interests,
    joinRequests: state.joinRequests,
    registration,
    refuseTokens: false,
    apiKeys: new Map(),
    sessions: createFakeSessions(),
    routes: createContractRoutes(),
    pages: new Map(),
    close: () => server.close(),
  };
  return fake;
}
