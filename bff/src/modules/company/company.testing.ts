import type { FakeApi } from '../../testing/fake.api.js';
import type { RecordedRequest } from '../../testing/recording.server.js';
import type { ApiSchema } from '../../rest/rest.contract.js';
import type { CompanyDto, CompanyPreviewDto } from './company.api.js';

/** A company subscription in force (Innovator, yearly), so plan-guarded company fields answer. */
export const ACTIVE_INNOVATOR: ApiSchema<'CurrentSubscriptionDto'> = {
  id: 1,
  plan: 'INNOVATOR',
  status: 'ACTIVE',
  endDate: '2027-01-01T00:00:00.000Z',
  period: 'YEAR',
  billingAdmin: false,
  billingView: 'NOTHING',
  typeCode: null,
  name: 'Innovator',
  inForce: true,
  reminder: null,
};

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
    lookingFor: [],
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

/** The api's public preview of a company (GET /v1/companies/by-alias/{alias}/preview). */
export function previewOf(company: CompanyDto): CompanyPreviewDto {
  const { id, alias, name, logoUrl, role, headquarters, services, products, therapeuticAreas, badges, claimable } =
    company;
  const summary = company.description?.split(/(?<=[.!?])\s+/)[0] ?? null;
  return {
    id,
    alias,
    name,
    logoUrl,
    summary,
    role,
    headquarters,
    services,
    products,
    therapeuticAreas,
    badges,
    claimable,
  };
}

/** The company, search and compare-list state the fake api answers from (tests change it). */
export interface FakeCompanies {
  companies: Map<number, CompanyDto>;
  compareIds: number[];
  /** What GET /v1/companies/search answers. */
  searchAnswer: ApiSchema<'SearchPageDto'>;
  /** Requests whose path starts with the prefix. */
  requestsTo(prefix: string): RecordedRequest[];
}

const invalid = (field: string, message: string) => ({ code: 400, message, details: [{ field, message }] });
const notFound = { code: 404, message: 'Not found.' };

/**
 * The api's company, search and compare-list routes, answered from memory by the harness's fake
 * api: scripted through its contract-typed routes, so every answer is what the api declares.
 */
export function installCompanyRoutes(api: FakeApi, companies: CompanyDto[]): FakeCompanies {
  const byId = new Map(companies.map((c) => [c.id, c]));
  const state: FakeCompanies = {
    companies: byId,
    compareIds: [],
    searchAnswer: { content: [], page: 0, size: 10, totalElements: 0, totalPages: 0, facets: [] },
    requestsTo: (prefix) => api.server.requests.filter((r) => r.url.startsWith(prefix)),
  };
  const compareList = () => ({ companyIds: state.compareIds, capacity: 4 });
  const bodyOf = (request: RecordedRequest) =>
    (request.body ? JSON.parse(request.body) : {}) as Record<string, unknown>;
  const { routes } = api;
  routes.on('get', '/companies/search', () => [200, state.searchAnswer], { public: true });
  routes.on('get', '/employee-bands', () => [200, [{ id: 1, band: 'SMALL', label: '1-50 employees' }]], {
    public: true,
  });
  routes.on('get', '/companies/by-ids', (_request, url) => [
    200,
    url.searchParams.getAll('ids').flatMap((id) => byId.get(Number(id)) ?? []),
  ]);
  routes.on('get', '/companies/by-alias/{alias}', (_request, url) => {
    const alias = url.pathname.split('/').at(-1);
    const found = [...byId.values()].find((c) => c.alias === alias);
    return found ? [200, found] : [404, notFound];
  });
  // As the api: active companies only; the public fields, whoever asks.
  routes.on(
    'get',
    '/companies/by-alias/{alias}/preview',
    (_request, url) => {
      const alias = url.pathname.split('/').at(-2) ?? '';
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(alias)) return [400, invalid('alias', 'alias must match the pattern')];
      const found = [...byId.values()].find((c) => c.alias === alias && c.active);
      return found ? [200, previewOf(found)] : [404, notFound];
    },
    { public: true },
  );
  routes.on('put', '/companies/{id}', (request, url) => {
    const company = byId.get(Number(url.pathname.split('/').at(-1)));
    const body = bodyOf(request);
    if (!company) return [404, notFound];
    if (body.version !== company.version)
      return [409, { code: 409, message: 'The current state has been changed. Please refresh this page.' }];
    if (Array.isArray(body.serviceIds) && body.serviceIds.length > 24)
      return [400, invalid('serviceIds', 'A company can list at most 24 services (25 chosen).')];
    const updated = { ...company, name: String(body.name), version: company.version + 1 };
    byId.set(updated.id, updated);
    return [200, updated];
  });
  routes.on('get', '/users/compare-list', () => [200, compareList()]);
  routes.on('post', '/users/compare-list', (request) => {
    const id = Number(bodyOf(request).companyId);
    if (!byId.has(id)) return [400, invalid('companyId', 'companyId does not exist')];
    if (!state.compareIds.includes(id) && state.compareIds.length >= 4)
      return [400, invalid('companyId', 'Your compare list already holds 4 companies. Remove one to add another.')];
    if (!state.compareIds.includes(id)) state.compareIds.push(id);
    return [200, compareList()];
  });
  // As the api: active companies only, each whole, and the total counts the same ones.
  routes.on('get', '/users/history/company-views', (_request, url) => {
    const page = Number(url.searchParams.get('page') ?? 0);
    const size = Number(url.searchParams.get('size') ?? 10);
    const viewed = [...byId.values()]
      .filter((company) => company.active)
      .map((company, i) => ({ company, viewedAt: `2026-01-1${i}T10:00:00.000Z` }));
    const content = viewed.slice(page * size, (page + 1) * size);
    return [200, { content, page, size, totalElements: viewed.length, totalPages: Math.ceil(viewed.length / size) }];
  });
  return state;
}

/** An UpdateCompanyInput with every list empty and every flag off (test factory). */
export const companyUpdateInput = (
  overrides: Record<string, unknown> & { id: string; version: number; name: string },
) => ({
  serviceIds: [],
  productIds: [],
  therapeuticAreaIds: [],
  indicationIds: [],
  modalityIds: [],
  regionIds: [],
  keyServiceIds: [],
  seriesIds: [],
  minorityOwned: false,
  womenOwned: false,
  disabilityOwned: false,
  auditedByFda: false,
  patientCareSettings: [],
  ...overrides,
});
