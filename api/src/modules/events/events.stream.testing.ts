/** Reads a server-sent event stream in tests: what arrived so far, and a wait for more. */
export interface StreamReader {
  status: number;
  contentType: string | null;
  /** Every `data:` payload so far, parsed. */
  events(): unknown[];
  /** Every comment line so far (heartbeats), without the colon. */
  comments(): string[];
  /** Resolves once `check` holds for what arrived (rejects after `ms`). */
  until(check: () => boolean, ms?: number): Promise<void>;
  close(): void;
}

export async function openStream(url: string, headers: Record<string, string>): Promise<StreamReader> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  let text = '';
  const waiters = new Set<() => void>();
  const pump = async (): Promise<void> => {
    const reader = response.body?.getReader();
    if (!reader) return;
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      text += decoder.decode(value, { stream: true });
      for (const waiter of waiters) waiter();
    }
  };
  pump().catch(() => undefined); // Aborted by close().
  const lines = () => text.split('\n');
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events: () => lines().flatMap((line) => (line.startsWith('data: ') ? [JSON.parse(line.slice(6)) as unknown] : [])),
    comments: () => lines().flatMap((line) => (line.startsWith(':') ? [line.slice(1).trim()] : [])),
    until: (check, ms = 2_000) =>
      new Promise<void>((resolve, reject) => {
        if (check()) return resolve();
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`stream: condition not met in ${ms} ms; got ${JSON.stringify(text)}`));
        }, ms);
        const waiter = () => {
          if (!check()) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve();
        };
        waiters.add(waiter);
      }),
    close: () => controller.abort(),
  };
}
