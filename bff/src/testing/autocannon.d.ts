// The part of autocannon (a dev dependency without types of its own) the load tests use.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    workers?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Result {
    errors: number;
    timeouts: number;
    '2xx': number;
    non2xx: number;
    latency: { p50: number; p99: number; max: number; average: number };
    requests: { average: number; total: number };
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  // eslint-disable-next-line no-restricted-syntax -- the module's own shape: one default function
  export default autocannon;
}
