import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/bff.harness.js';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';
import type { CapabilityAlertDto } from './capability.api.js';

const ref = (id: number, kind: 'SERVICES' | 'THERAPEUTIC_AREAS' | 'REGIONS', name: string) => ({
  id,
  kind,
  name,
  parentId: null,
});

function buildAlert(overrides: Partial<CapabilityAlertDto> = {}): CapabilityAlertDto {
  return {
    id: 7,
    title: 'Oncology monitoring capacity',
    company: { id: 3, name: 'Meridian Clinical Research', alias: 'meridian-clinical-research', logoUrl: null },
    validUntil: '2026-12-31',
    status: 'CURRENT',
    publishedAt: '2026-03-01T10:00:00.000Z',
    detailsHidden: false,
    description: 'Two senior CRAs free from April.',
    services: [ref(11, 'SERVICES', 'Clinical Monitoring')],
    therapeuticAreas: [],
    regions: [ref(30, 'REGIONS', 'Europe')],
    own: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
const page = <T>(content: T[], totalElements = content.length) => ({
  content,
  page: 0,
  size: 20,
  totalElements,
  totalPages: 1,
});

const LIST = `query($filter: CapabilityAlertFilter) {
  capabilityAlerts(filter: $filter) { totalElements items { id title detailsHidden validUntil company { id name } services { id name } } }
}`;
const CREATE = `mutation($input: SaveCapabilityAlertInput!) {
  createCapabilityAlert(input: $input, publish: true) { alert { id status } errors { code field message } }
}`;
const input = {
  title: '  Capacity  ',
  description: 'Team free',
  serviceIds: ['11'],
  therapeuticAreaIds: [],
  regionIds: ['30'],
  validUntil: '2026-12-31',
};

describe('capability resolvers', () => {
  let h: Harness;
  const jar = new CookieJar();
  beforeAll(async () => {
    const user = buildUser({ id: 1, email: 'vendor.admin@demo.test', role: 'COMPANY_ADMIN' });
    h = await startHarness({ users: [user] });
    await h.signIn(user.email, { jar });
  });
  afterAll(() => h.close());
  beforeEach(() => h.api.routes.clear());

  it('lists alerts for visitors, passing the filters as the api spells them', async () => {
    h.api.routes.on(
      'get',
      '/capability-alerts',
      () => [200, page([buildAlert({ detailsHidden: true, services: [] })], 134)],
      {
        public: true,
      },
    );
    const before = h.api.server.requests.length;
    const { data, errors } = await h.gql<{
      capabilityAlerts: { totalElements: number; items: { id: string; detailsHidden: boolean }[] };
    }>(LIST, { filter: { serviceIds: ['11'], regionIds: ['30', '31'], search: '  oncology ' } });
    expect(errors, JSON.stringify(errors)).toBeUndefined();
    expect(data?.capabilityAlerts).toMatchObject({ totalElements: 134, items: [{ id: '7', detailsHidden: true }] });
    const call = h.api.server.requests.slice(before).find((r) => r.url.startsWith('/v1/capability-alerts'));
    const url = new URL(call?.url ?? '', 'http://x');
    expect(url.searchParams.getAll('regionIds')).toEqual(['30', '31']);
    expect(url.searchParams.get('q')).toBe('oncology');
    expect(url.searchParams.get('size')).toBe('20');
  });

  it('answers null for an alert the api does not show', async () => {
    h.api.routes.on('get', '/capability-alerts/{id}', () => [404, { code: 404, message: 'Not found.' }]);
    const { data } = await h.gql<{ capabilityAlert: null }>('{ capabilityAlert(id: "99") { id } }', {}, { jar });
    expect(data?.capabilityAlert).toBeNull();
    expect(
      (await h.gql<{ capabilityAlert: null }>('{ capabilityAlert(id: "x") { id } }', {}, { jar })).data
        ?.capabilityAlert,
    ).toBeNull();
  });

  it('creates an alert with trimmed text and numeric ids, and returns refusals at their fields', async () => {
    let body: unknown;
    h.api.routes.on('post', '/capability-alerts', (request) => {
      body = JSON.parse(String(request.body));
      return [201, buildAlert({ own: true })];
    });
    const ok = await h.gql<{ createCapabilityAlert: { alert: { id: string; status: string } } }>(
      CREATE,
      { input },
      { jar },
    );
    expect(ok.data?.createCapabilityAlert.alert).toEqual({ id: '7', status: 'CURRENT' });
    expect(body).toEqual({ ...input, title: 'Capacity', serviceIds: [11], regionIds: [30], publish: true });

    h.api.routes.on('post', '/capability-alerts', () => [
      400,
      { code: 400, message: 'bad', details: [{ field: 'validUntil', message: 'Valid until must be today or later.' }] },
    ]);
    const refused = await h.gql<{ createCapabilityAlert: { alert: null; errors: unknown[] } }>(
      CREATE,
      { input },
      { jar },
    );
    expect(refused.data?.createCapabilityAlert).toEqual({
      alert: null,
      errors: [{ code: 'BAD_USER_INPUT', field: 'validUntil', message: 'Valid until must be today or later.' }],
    });
  });

  it('words a missing alert and a refused company type as payload errors', async () => {
    h.api.routes.on('post', '/capability-alerts/{id}/publish', () => [404, { code: 404, message: 'Not found.' }]);
    const missing = await h.gql<{ publishCapabilityAlert: { errors: { code: string }[] } }>(
      'mutation { publishCapabilityAlert(id: "5") { alert { id } errors { code message } } }',
      {},
      { jar },
    );
    expect(missing.data?.publishCapabilityAlert.errors[0]?.code).toBe('NOT_FOUND');
    h.api.routes.on('delete', '/capability-alerts/{id}', () => [204, undefined]);
    const deleted = await h.gql<{ deleteCapabilityAlert: { deletedId: string } }>(
      'mutation { deleteCapabilityAlert(id: "5") { deletedId errors { code } } }',
      {},
      { jar },
    );
    expect(deleted.data?.deleteCapabilityAlert.deletedId).toBe('5');
  });
});
