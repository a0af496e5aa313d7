import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../testing/index.js';
import { companies } from '../company/index.js';
import { referenceItems } from '../reference/index.js';
import type { CapabilityAlertDto } from './capability.schemas.js';

/** Helpers of the capability and looking-for tests: reference ids by name, alert bodies and calls. */
export function capabilityClient(t: TestApp) {
  const refId = async (
    kind: 'SERVICES' | 'PRODUCTS' | 'THERAPEUTIC_AREAS' | 'REGIONS' | 'INDICATIONS',
    name: string,
  ) => {
    const [row] = await t.database.db
      .select({ id: referenceItems.id })
      .from(referenceItems)
      .where(and(eq(referenceItems.kind, kind), eq(referenceItems.name, name)));
    if (!row) throw new Error(`No ${kind} ${name}`);
    return row.id;
  };
  return {
    refId,
    async flag(name: string): Promise<boolean> {
      const [row] = await t.database.db
        .select({ flag: companies.hasPublishedAlerts })
        .from(companies)
        .where(eq(companies.name, name));
      return row?.flag ?? false;
    },
    async body(overrides: Record<string, unknown> = {}) {
      return {
        title: 'Oncology monitoring capacity',
        description: 'Two senior CRAs free from April.',
        serviceIds: [await refId('SERVICES', 'Clinical Monitoring')],
        therapeuticAreaIds: [await refId('THERAPEUTIC_AREAS', 'Oncology')],
        regionIds: [],
        validUntil: '2026-04-30',
        publish: true,
        ...overrides,
      };
    },
    create: (token: string, payload: unknown) =>
      t.request({ method: 'POST', url: '/v1/capability-alerts', token, payload }),
    async createOk(token: string, payload: unknown): Promise<CapabilityAlertDto> {
      const res = await t.request({ method: 'POST', url: '/v1/capability-alerts', token, payload });
      if (res.statusCode !== 201) throw new Error(`create alert: ${res.statusCode} ${res.body}`);
      return res.json<CapabilityAlertDto>();
    },
    action: (token: string, id: number, action: 'publish' | 'withdraw') =>
      t.request({ method: 'POST', url: `/v1/capability-alerts/${id}/${action}`, token }),
    async publicIds(query = '', token?: string): Promise<number[]> {
      const res = await t.request({ url: `/v1/capability-alerts?size=100&${query}`, ...(token ? { token } : {}) });
      return res.json<{ content: CapabilityAlertDto[] }>().content.map((a) => a.id);
    },
  };
}
