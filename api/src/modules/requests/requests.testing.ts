import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../testing/index.js';
import { companies } from '../company/index.js';
import { countries, referenceItems, type ReferenceKind } from '../reference/index.js';
import type { RequestDto } from './requests.schemas.js';

/** Helpers of the requests tests: reference ids by name, a complete request of each kind, the calls. */
export function requestsClient(t: TestApp) {
  const db = t.database.db;
  async function refId(kind: ReferenceKind, name: string): Promise<number> {
    const [row] = await db
      .select({ id: referenceItems.id })
      .from(referenceItems)
      .where(and(eq(referenceItems.kind, kind), eq(referenceItems.name, name)));
    if (!row) throw new Error(`No ${kind} ${name}`);
    return row.id;
  }
  return {
    refId,
    async countryId(code: string): Promise<number> {
      const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, code));
      if (!row) throw new Error(`No country ${code}`);
      return row.id;
    },
    async companyId(name: string): Promise<number> {
      const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
      if (!row) throw new Error(`No company ${name}`);
      return row.id;
    },
    async publishedFlag(name: string): Promise<boolean> {
      const [row] = await db
        .select({ flag: companies.hasPublishedRequests })
        .from(companies)
        .where(eq(companies.name, name));
      return row?.flag ?? false;
    },
    /** A complete SITE request due `deadline`. */
    async site(overrides: Record<string, unknown> = {}, deadline = '2026-04-30') {
      return {
        kind: 'SITE',
        title: 'Phase 2 sites for NSCLC',
        description: 'We need experienced oncology sites.',
        responseDeadline: deadline,
        therapeuticAreaIds: [await refId('THERAPEUTIC_AREAS', 'Oncology')],
        regionIds: [await refId('REGIONS', 'North America')],
        phases: ['PHASE_2'],
        countryIds: [await this.countryId('US')],
        numberOfSites: 12,
        enrolmentTarget: 240,
        startDate: '2026-06-01',
        ...overrides,
      };
    },
    create: (token: string, payload: unknown) => t.request({ method: 'POST', url: '/v1/requests', token, payload }),
    async createOk(token: string, payload: unknown): Promise<RequestDto> {
      const res = await t.request({ method: 'POST', url: '/v1/requests', token, payload });
      if (res.statusCode !== 201) throw new Error(`create request: ${res.statusCode} ${res.body}`);
      return res.json<RequestDto>();
    },
    action: (token: string, id: number, action: 'publish' | 'close', payload: { version?: number } = {}) =>
      t.request({ method: 'POST', url: `/v1/requests/${id}/${action}`, token, payload }),
    update: (token: string, id: number, payload: unknown) =>
      t.request({ method: 'PUT', url: `/v1/requests/${id}`, token, payload }),
    remove: (token: string, id: number) => t.request({ method: 'DELETE', url: `/v1/requests/${id}`, token }),
    get: (token: string | undefined, id: number) =>
      t.request({ url: `/v1/requests/${id}`, ...(token ? { token } : {}) }),
    list: (token: string | undefined, query = '') =>
      t.request({ url: `/v1/requests?${query}`, ...(token ? { token } : {}) }),
  };
}
