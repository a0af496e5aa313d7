/** One GraphQL call of the load and how it ended. */
export interface Call {
  kind: 'read' | 'write';
  client: number;
  /** The company a write recorded a view of. */
  companyId?: string;
  /** A write's Idempotency-Key: one per write, the same on each of its attempts. */
  key?: string;
  /** Epoch milliseconds. */
  start: number;
  end: number;
  /**
   * ok: answered with data; unavailable: only the typed errors a client retries (RETRIED_CODES);
   * failed: anything else (a 5xx, another error, no answer within the timeout).
   */
  outcome: 'ok' | 'unavailable' | 'failed';
  /** The typed code of an unavailable answer. */
  code?: string;
  detail?: string;
}

// Both go to the api on every call: the read lists what the writes record.
const READ = '{ recentlyViewedCompanies(size: 1) { totalElements } }';
const WRITE = 'mutation RecordView($id: ID!) { recordCompanyView(companyId: $id) }';

/**
 * Typed answers after which a write is sent again with its key, as the web app does: the api
 * could not be reached, the answer was lost after sending, or the first attempt is still held.
 */
export const RETRIED_CODES = new Set(['UPSTREAM_UNAVAILABLE', 'OUTCOME_UNKNOWN', 'OPERATION_IN_PROGRESS']);

interface GraphQLBody {
  data?: { recentlyViewedCompanies?: { totalElements?: number }; recordCompanyView?: boolean } | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function call(
  bffUrl: string,
  cookie: string,
  query: string,
  variables: object,
  key?: string,
): Promise<Omit<Call, 'kind' | 'client' | 'companyId' | 'key' | 'start' | 'end'>> {
  let response: Response;
  let body: GraphQLBody;
  try {
    response = await fetch(`${bffUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, ...(key ? { 'idempotency-key': key } : {}) },
      body: JSON.stringify({ query, variables }),
      // A hang is a failure: the bff must answer while the api is down.
      signal: AbortSignal.timeout(15_000),
    });
    body = (await response.json()) as GraphQLBody;
  } catch (error) {
    return { outcome: 'failed', detail: error instanceof Error ? error.message : String(error) };
  }
  const codes = body.errors?.map((e) => e.extensions?.code) ?? [];
  const unavailable = codes.length > 0 && codes.every((code) => RETRIED_CODES.has(code ?? ''));
  // The typed error may come with 200 or 503 (service unavailable); a 500 or any other 5xx is a failure.
  if (response.status >= 500 && !(unavailable && response.status === 503))
    return { outcome: 'failed', detail: `HTTP ${response.status}` };
  if (codes.length > 0)
    return unavailable
      ? { outcome: 'unavailable', code: codes[0] }
      : { outcome: 'failed', detail: `HTTP ${response.status} ${JSON.stringify(body.errors)}` };
  const answered =
    query === READ
      ? typeof body.data?.recentlyViewedCompanies?.totalElements === 'number'
      : body.data?.recordCompanyView === true;
  return answered ? { outcome: 'ok' } : { outcome: 'failed', detail: JSON.stringify(body) };
}

/**
 * `clients` signed-in clients, each alternating a read (`recentlyViewedCompanies`) and a write
 * (`recordCompanyView` of the next company in turn), `pauseMs` apart, until stop() returns every
 * call made. A write answered with a retried code is sent again with its key, `pauseMs` apart,
 * until it gets another answer (stop() waits for that too): each attempt is a call of its own.
 */
export function startSteadyLoad(options: {
  bffUrl: string;
  cookie: string;
  companyIds: string[];
  clients: number;
  pauseMs: number;
}): { calls: Call[]; stop: () => Promise<Call[]> } {
  const calls: Call[] = [];
  let running = true;
  let writes = 0;
  const client = async (index: number) => {
    while (running) {
      for (const kind of ['read', 'write'] as const) {
        const companyId = kind === 'write' ? options.companyIds[writes++ % options.companyIds.length] : undefined;
        const key = kind === 'write' ? `steady-${index}-${writes}-${Date.now()}` : undefined;
        for (;;) {
          const start = Date.now();
          const result =
            kind === 'read'
              ? await call(options.bffUrl, options.cookie, READ, {})
              : await call(options.bffUrl, options.cookie, WRITE, { id: companyId }, key);
          calls.push({ kind, client: index, companyId, key, start, end: Date.now(), ...result });
          await new Promise((r) => setTimeout(r, options.pauseMs));
          if (kind === 'read' || result.outcome !== 'unavailable') break;
        }
      }
    }
  };
  const done = Promise.all(Array.from({ length: options.clients }, (_, i) => client(i)));
  return {
    calls,
    stop: async () => {
      running = false;
      await done;
      return calls;
    },
  };
}
