import type { RequestDto, RequestSummaryDto } from './requests.api.js';

const company = { id: 3, name: 'Helixa Biotherapeutics', alias: 'helixa', logoUrl: null };

/** A request summary as the api answers it to a member with a plan. */
export function buildRequestSummary(overrides: Partial<RequestSummaryDto> = {}): RequestSummaryDto {
  return {
    id: 1,
    kind: 'SITE',
    status: 'OPEN',
    title: 'Phase 2 sites for NSCLC',
    responseDeadline: '2026-12-31',
    publishedAt: '2026-11-20T10:00:00.000Z',
    teaser: false,
    visibility: 'PUBLIC',
    company,
    references: [
      { id: 10, name: 'Oncology', kind: 'THERAPEUTIC_AREAS' },
      { id: 20, name: 'Europe', kind: 'REGIONS' },
    ],
    countries: [{ id: 5, code: 'DE', name: 'Germany' }],
    responseCount: 2,
    myResponseStatus: null,
    isOwnCompany: true,
    ...overrides,
  };
}

/** A request as the api answers it to its poster. */
export function buildRequest(overrides: Partial<RequestDto> = {}): RequestDto {
  return {
    ...buildRequestSummary(),
    description: 'Experienced oncology sites.',
    phases: ['PHASE_2'],
    numberOfSites: 12,
    enrolmentTarget: 240,
    startDate: '2027-01-15',
    timeline: null,
    budgetMin: null,
    budgetMax: null,
    problem: null,
    stage: null,
    invitedCompanies: [],
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    closedAt: null,
    version: 1,
    canEdit: true,
    acceptsResponses: true,
    ...overrides,
  };
}
