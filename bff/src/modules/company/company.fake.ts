import {
  json,
  type RecordedRequest,
  type RecordingServer,
  startRecordingServer,
} from '../../testing/recording.server.js';
import type { SearchPageDto } from '../search/search.api.js';
import type { CompanyDto } from './company.api.js';

/** A company as the api would answer it, with overrides (test factory). */
export function buildCompany(overrides: Partial<CompanyDto> & Pick<CompanyDto, 'id' | 'name'>): CompanyDto {
  return {
    alias: overrides.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    logoUrl: null,
    description: null,
    website: null,
    role: { id: 3, name: 'CRO', type: 'Vendor' },
    status: 'CLAIMED',
    active: true,
    headquarters: { country: { id: 2, code: 'US', name: 'United States' }, state: 'MA', city: 'Boston' },
    employeesBand: 'MID',
    services: [{ id: 3, kind: 'SERVICES', name: 'Data Management', parentId: null }],
    products: [],
    therapeuticAreas: [],
    indications: [],
    modalities: [],
    regions: [],
    keyServices: [],
    labels: [],
    series: [],
    badges: [],
    minorityOwned: false,
    womenOwned: false,
    disabilityOwned: false,
    auditedByFda: false,
    siteType: null,
    patientCareSettings: [],
    members: [{ id: 7, firstName: 'Ada', lastName: 'Admin', jobTitle: null, pictureUrl: null, role: 'COMPANY_ADMIN' }],
    lookingFor: null,
    hasPublishedRequests: false,
    hasPublishedAlerts: false,
    isContractedPartner: false,
    inCompareList: false,
    canEdit: false,
    claimable: false,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}

export interface FakeCompanyApi {
  server: RecordingServer;
  url: string;
  companies: Map<number, CompanyDto>;
  compareIds: number[];
  /** What GET /v1/companies/search answers. */
  searchAnswer: SearchPageDto;
  /** The other routes go to the harness's fake api (set once it runs). */
  forwardTo: string;
  /** Requests whose path starts with the prefix. */
  requestsTo(prefix: string): RecordedRequest[];
  close(): Promise<void>;
}

const invalid = (field: string, message: string) => ({ code: 400, message, details: [{ field, message }] });

/**
 * The company and compare routes of the api, in memory, in front of the harness's fake api (which
 * answers users, sessions and subscriptions): point the bff's API_URL here.
 */
export async function startFakeCompanyApi(companies: CompanyDto[]): Promise<FakeCompanyApi> {
  const byId = new Map(companies.map((c) => [c.id, c]));
  const fake = {
    companies: byId,
    compareIds: [] as number[],
    searchAnswer: { content: [], page: 0, size: 10, totalElements: 0, totalPages: 0, facets: [] } as SearchPageDto,
    forwardTo: '',
  };
  const compareList = () => ({ companyIds: fake.compareIds, capacity: 4 });
  const server = await startRecordingServer(async (request, res) => {
    const url = new URL(request.url, 'http://api');
    const path = url.pathname;
    const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    if (path === '/v1/companies/search') return json(res, 200, fake.searchAnswer);
    if (path === '/v1/employee-bands') return json(res, 200, [{ id: 1, band: 'SMALL', label: '1-50 employees' }]);
    if (path === '/v1/companies/by-ids')
      return json(
        res,
        200,
        url.searchParams.getAll('ids').flatMap((id) => byId.get(Number(id)) ?? []),
      );
    const alias = /^\/v1\/companies\/by-alias\/(.+)$/.exec(path)?.[1];
    if (alias) {
      const found = [...byId.values()].find((c) => c.alias === alias);
      return found ? json(res, 200, found) : json(res, 404, { code: 404, message: 'Not found.' });
    }
    const putId = request.method === 'PUT' ? /^\/v1\/companies\/(\d+)$/.exec(path)?.[1] : undefined;
    if (putId) {
      const company = byId.get(Number(putId));
      if (!company) return json(res, 404, { code: 404, message: 'Not found.' });
      if (body.version !== company.version)
        return json(res, 409, { code: 409, message: 'The current state has been changed. Please refresh this page.' });
      if (Array.isArray(body.serviceIds) && body.serviceIds.length > 24)
        return json(res, 400, invalid('serviceIds', 'A company can list at most 24 services (25 chosen).'));
      const updated = { ...company, name: String(body.name), version: company.version + 1 };
      byId.set(updated.id, updated);
      return json(res, 200, updated);
    }
    if (path === '/v1/users/compare-list' && request.method === 'GET') return json(res, 200, compareList());
    if (path === '/v1/users/compare-list' && request.method === 'POST') {
      const id = Number(body.companyId);
      if (!byId.has(id)) return json(res, 400, invalid('companyId', 'companyId does not exist'));
      if (!fake.compareIds.includes(id) && fake.compareIds.length >= 4)
        return json(
          res,
          400,
          invalid('companyId', 'Your compare list already holds 4 companies. Remove one to add another.'),
        );
      if (!fake.compareIds.includes(id)) fake.compareIds.push(id);
      return json(res, 200, compareList());
    }
    if (path === '/v1/users/history/company-views' && request.method === 'GET') {
      const content = [...byId.values()].map((c, i) => ({
        company: { id: c.id },
        viewedAt: `2026-01-1${i}T10:00:00.000Z`,
      }));
      return json(res, 200, { content, page: 0, size: 5, totalElements: content.length, totalPages: 1 });
    }
    // Everything else: the harness's fake api, headers and body as received.
    const forwarded = await fetch(`${fake.forwardTo}${request.url}`, {
      method: request.method,
      headers: Object.fromEntries(
        Object.entries(request.headers).filter(
          (e): e is [string, string] => typeof e[1] === 'string' && e[0] !== 'host' && e[0] !== 'content-length',
        ),
      ),
      ...(request.body ? { body: request.body } : {}),
    });
    res.writeHead(forwarded.status, { 'content-type': forwarded.headers.get('content-type') ?? 'application/json' });
    res.end(await forwarded.text());
  });
  return Object.assign(fake, {
    server,
    url: server.url,
    requestsTo: (prefix: string) => server.requests.filter((r) => r.url.startsWith(prefix)),
    close: () => server.close(),
  });
}
