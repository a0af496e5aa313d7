import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { AppError } from '../errors/error.codes.js';
import { createRestClient, type RestClient, type RestCredentials } from '../rest/rest.client.js';
import { createRestTransport, type RestTransport } from '../rest/rest.transport.js';
import { json, startRecordingServer, type RecordingServer } from './recording.server.js';

export const SESSION: RestCredentials = { token: 'id-token-1', impersonatedUserId: null };

/**
 * A recording server standing in for the api, and REST clients against it (short timeouts and
 * retry delays). It answers `{}` unless a test says otherwise, and forgets requests after each test.
 */
export function useRestServer() {
  const state = {} as { server: RecordingServer; transport: RestTransport };
  beforeAll(async () => {
    state.server = await startRecordingServer();
    state.transport = createRestTransport({ apiUrl: state.server.url, requestTimeoutMs: 300, retryDelayMs: 20 });
  });
  afterEach(() => {
    state.server.requests.length = 0;
    state.server.handle((_r, res) => json(res, 200, {}));
  });
  afterAll(async () => {
    state.transport.close();
    await state.server.close();
  });
  return {
    get server() {
      return state.server;
    },
    get transport() {
      return state.transport;
    },
    client: (credentials: RestCredentials | null = SESSION, onError?: (e: AppError) => void): RestClient =>
      createRestClient(state.transport, { credentials: () => credentials, onError }),
  };
}

/** The AppError a call fails with. */
export async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
