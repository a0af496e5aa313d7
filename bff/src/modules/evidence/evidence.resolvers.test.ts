import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD, startHarness, type Harness } from '../../testing/bff.harness.js';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';
import {
  ACTIVE_INNOVATOR,
  buildCompany,
  type FakeCompanies,
  installCompanyRoutes,
} from '../company/company.testing.js';
import { DOCUMENT_NOT_FOUND } from './evidence.resolvers.js';

const PENDING_MESSAGE = 'Evidence for this claim is already waiting for review.';
const evidence = {
  id: 5,
  companyId: 11,
  companyName: 'Meridian',
  claim: 'MINORITY_OWNED' as const,
  status: 'PENDING' as const,
  documentId: '0b9c7a8e-4b8e-4a43-9a57-6a1f0f2e9d11',
  documentName: 'Ownership.pdf',
  submittedAt: '2026-11-01T10:00:00.000Z',
  reviewedAt: null,
  reviewNote: null,
};

const SEARCH = `query($input: CompanySearchInput!) { searchCompanies(input: $input) {
  items { company { id verifiedClaims { claim verifiedAt } } } } }`;
const SUBMIT = `mutation($claim: ProfileClaim!, $documentId: ID!) {
  submitClaimEvidence(claim: $claim, documentId: $documentId) { evidence { id status } errors { code field message } } }`;
const PENDING =
  '{ pendingEvidence(page: { page: 0, size: 5 }) { totalElements items { id companyName downloadPath } } }';
const REJECT = `mutation($id: ID!, $note: String!) {
  rejectClaimEvidence(id: $id, note: $note) { evidence { id status reviewNote } errors { code field message } } }`;

let h: Harness;
let api: FakeCompanies;
const boss = buildUser({ id: 1, email: 'boss@demo.test', role: 'COMPANY_ADMIN' });
const member = buildUser({ id: 2, email: 'member@demo.test' });
const jars = { boss: new CookieJar(), member: new CookieJar(), admin: new CookieJar() };

beforeAll(async () => {
  h = await startHarness({
    users: [boss, member],
    accounts: [
      { email: 'boss@demo.test', password: PASSWORD },
      { email: 'member@demo.test', password: PASSWORD },
      { email: 'admin@demo.test', password: PASSWORD, groups: ['admin'] },
    ],
  });
  api = installCompanyRoutes(h.api, [
    buildCompany({ id: 10, name: 'Helixa' }),
    buildCompany({ id: 11, name: 'Meridian' }),
  ]);
  for (const user of [boss, member]) h.api.subscriptions.set(user.id, ACTIVE_INNOVATOR);
  await h.signIn('boss@demo.test', { jar: jars.boss });
  await h.signIn('member@demo.test', { jar: jars.member });
  await h.signIn('admin@demo.test', { jar: jars.admin });
  h.api.routes.on(
    'get',
    '/evidence/verified',
    (_request, url) => [
      200,
      {
        companies: url.searchParams.getAll('companyIds').map((id) => ({
          companyId: Number(id),
          claims: id === '11' ? [{ claim: 'AUDITED_BY_FDA' as const, verifiedAt: '2026-10-01T09:00:00.000Z' }] : [],
        })),
      },
    ],
    { public: true },
  );
  // The admin group has no users row: the fake api's user check would refuse it, so these skip it.
  h.api.routes.on(
    'get',
    '/admin/evidence',
    () => [200, { content: [evidence], page: 0, size: 5, totalElements: 1, totalPages: 1 }],
    { public: true },
  );
});
afterAll(() => h.close());
beforeEach(() => {
  h.api.server.requests.length = 0;
});

describe('evidence through the bff', () => {
  it("loads a page's verified claims in one upstream call", async () => {
    api.searchAnswer = {
      content: [10, 11].map((id) => ({
        company: buildCompany({ id, name: `C${id}` }),
        highlights: { name: [], description: [] },
      })),
      page: 0,
      size: 2,
      totalElements: 2,
      totalPages: 1,
      facets: [],
    };
    const { data, errors } = await h.gql(SEARCH, { input: {} });
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      searchCompanies: {
        items: [
          { company: { id: '10', verifiedClaims: [] } },
          {
            company: {
              id: '11',
              verifiedClaims: [{ claim: 'AUDITED_BY_FDA', verifiedAt: '2026-10-01T09:00:00.000Z' }],
            },
          },
        ],
      },
    });
    const calls = h.api.server.requests.filter((r) => r.url.startsWith('/v1/evidence/verified'));
    expect(calls.map((r) => r.url)).toEqual(['/v1/evidence/verified?companyIds=10&companyIds=11']);
  });

  it('puts a foreign document and a second pending submission at their fields', async () => {
    h.api.routes.on('post', '/evidence', () => [404, { code: 404, message: 'Not found.' }]);
    const missing = await h.gql(SUBMIT, { claim: 'WOMEN_OWNED', documentId: 'x' }, { jar: jars.boss });
    expect(missing.data).toEqual({
      submitClaimEvidence: {
        evidence: null,
        errors: [{ code: 'NOT_FOUND', field: 'documentId', message: DOCUMENT_NOT_FOUND }],
      },
    });
    h.api.routes.on('post', '/evidence', () => [
      409,
      { code: 'EvidencePending', message: PENDING_MESSAGE, details: [{ field: 'claim', message: PENDING_MESSAGE }] },
    ]);
    const twice = await h.gql(SUBMIT, { claim: 'WOMEN_OWNED', documentId: 'x' }, { jar: jars.boss });
    expect(twice.data).toEqual({
      submitClaimEvidence: {
        evidence: null,
        errors: [{ code: 'EVIDENCE_PENDING', field: 'claim', message: PENDING_MESSAGE }],
      },
    });
  });

  it('refuses a member; serves the queue and decisions to the admin group only', async () => {
    const refused = await h.gql(SUBMIT, { claim: 'WOMEN_OWNED', documentId: 'x' }, { jar: jars.member });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const notAdmin = await h.gql(PENDING, {}, { jar: jars.boss });
    expect(notAdmin.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const queue = await h.gql(PENDING, {}, { jar: jars.admin });
    expect(queue.errors).toBeUndefined();
    expect(queue.data).toEqual({
      pendingEvidence: {
        totalElements: 1,
        items: [{ id: '5', companyName: 'Meridian', downloadPath: `/documents/${evidence.documentId}/download` }],
      },
    });
    h.api.routes.on(
      'post',
      '/admin/evidence/{id}/reject',
      (request) => [
        200,
        {
          ...evidence,
          status: 'REJECTED' as const,
          reviewNote: (JSON.parse(request.body ?? '{}') as { note: string }).note,
        },
      ],
      { public: true },
    );
    const rejected = await h.gql(REJECT, { id: '5', note: 'Unreadable' }, { jar: jars.admin });
    expect(rejected.data).toEqual({
      rejectClaimEvidence: { evidence: { id: '5', status: 'REJECTED', reviewNote: 'Unreadable' }, errors: [] },
    });
    expect(h.api.server.requests.some((r) => r.url === '/v1/admin/evidence/5/reject')).toBe(true);
    const forbidden = await h.gql(REJECT, { id: '5', note: 'x' }, { jar: jars.boss });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
