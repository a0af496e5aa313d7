import { IDEMPOTENCY_HEADER } from '../../rest/idempotency.keys.js';
import { callStreamed, type StreamedAnswer } from '../../rest/rest.stream.js';
import type { RestTransport } from '../../rest/rest.transport.js';
import type { Caller } from '../../session/request.session.js';

export interface ExportCall {
  /** The api path without its version, e.g. `/search/export` (resolveApiPath adds it). */
  path: string;
  body: unknown;
  caller: Caller;
  /** This export's key: the api counts one export per key and user. */
  key: string;
}

/**
 * POSTs an export to the api with the caller's credentials and the key, and answers its CSV as a
 * stream that has not been read yet (the file is never held in memory), or its refusal.
 */
export function callExport(transport: RestTransport, call: ExportCall): Promise<StreamedAnswer> {
  return callStreamed(transport, {
    method: 'POST',
    path: call.path,
    caller: call.caller,
    operation: 'exportCsv',
    body: JSON.stringify(call.body ?? {}),
    headers: {
      accept: 'text/csv, application/json',
      'content-type': 'application/json',
      [IDEMPOTENCY_HEADER]: call.key,
    },
  });
}
