// Port helpers shared by the start script, the e2e setup and the benchmarks.
import { createServer } from 'node:net';

export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolvePort) => {
    const server = createServer();
    server.once('error', () => resolvePort(false));
    server.listen(port, host, () => server.close(() => resolvePort(true)));
  });
}

export function freePort(host = '127.0.0.1') {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

// An explicitly configured port is used as is; otherwise the preferred one when free, else any free one.
export async function pickPort(configured, preferred, host = '127.0.0.1') {
  if (configured) return Number(configured);
  return (await isPortFree(preferred, host)) ? preferred : freePort(host);
}

// Polls until `url` answers 2xx; throws after timeoutMs, or as soon as `signal` aborts.
export async function waitForHttp(url, timeoutMs, signal, { everyMs = 250, probeTimeoutMs = 2_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    // Each probe is bounded: a process that accepts the connection but hangs must not stall the wait.
    const probe = AbortSignal.timeout(probeTimeoutMs);
    try {
      const response = await fetch(url, { signal: signal ? AbortSignal.any([signal, probe]) : probe });
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      signal?.throwIfAborted();
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`${url} did not become ready within ${timeoutMs / 1000} s (${lastError})`);
}
