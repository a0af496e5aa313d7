// The shell opens the live-updates socket (app/live) for every viewer holding INBOX; under test
// there is no server, and jsdom's failed connection surfaced as an unhandled error that failed
// the run. Imported for its effect by tests rendering the app as such a viewer: a socket that
// stays connecting and never reports anything.
class SilentWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readonly readyState = 0;
  readonly protocol = '';
  onopen: unknown = null;
  onclose: unknown = null;
  onerror: unknown = null;
  onmessage: unknown = null;
  send() {}
  close() {}
  addEventListener() {}
  removeEventListener() {}
}

Object.assign(globalThis, { WebSocket: SilentWebSocket });
