import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../testing/index.js';
import { referenceItems, type ReferenceKind } from '../reference/index.js';
import type { ChallengeDto } from './challenge.schemas.js';

/** Helpers of the challenge tests (and other modules' tests): an innovation request, a challenge, the calls. */
export function challengeClient(t: TestApp) {
  async function refId(kind: ReferenceKind, name: string): Promise<number> {
    const [row] = await t.database.db
      .select({ id: referenceItems.id })
      .from(referenceItems)
      .where(and(eq(referenceItems.kind, kind), eq(referenceItems.name, name)));
    if (!row) throw new Error(`No ${kind} ${name}`);
    return row.id;
  }
  const call = (token: string | undefined, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.request({
      method,
      url,
      ...(token ? { token } : {}),
      ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}),
    });
  return {
    refId,
    call,
    /** A published INNOVATION request (or `overrides`) of the token's company: its id. */
    async request(token: string, overrides: Record<string, unknown> = {}): Promise<number> {
      const res = await call(token, 'POST', '/v1/requests', {
        kind: 'INNOVATION',
        title: 'Remote consent for oncology studies',
        description: 'An eConsent flow patients complete at home.',
        responseDeadline: '2026-05-01',
        problem: 'Consent takes a site visit today.',
        productIds: [await refId('PRODUCTS', 'eConsent')],
        therapeuticAreaIds: [await refId('THERAPEUTIC_AREAS', 'Oncology')],
        stage: 'PILOT',
        publish: true,
        ...overrides,
      });
      if (res.statusCode !== 201) throw new Error(`create request: ${res.statusCode} ${res.body}`);
      return res.json<{ id: number }>().id;
    },
    body: (overrides: Record<string, unknown> = {}) => ({
      headline: 'Consent without the site visit',
      problemSummary: 'Consent takes a site visit today,\nwhich delays enrolment by two weeks.',
      prize: 'A paid six-month pilot in one study.',
      deadline: '2026-04-15',
      howToApply: 'Respond to the request with a short proposal.',
      ...overrides,
    }),
    create: (token: string, requestId: number, payload: object) =>
      call(token, 'POST', `/v1/requests/${requestId}/challenge`, payload),
    async createOk(token: string, requestId: number, payload: object): Promise<ChallengeDto> {
      const res = await call(token, 'POST', `/v1/requests/${requestId}/challenge`, payload);
      if (res.statusCode !== 201) throw new Error(`create challenge: ${res.statusCode} ${res.body}`);
      return res.json<ChallengeDto>();
    },
    list: (token: string | undefined, query = '') => call(token, 'GET', `/v1/challenges?${query}`),
  };
}
