export interface OutageLogger {
  warn(obj: object, msg: string): void;
}

/**
 * What the bff tells its log while the api cannot be reached. Every request refused during an
 * outage used to log a line (hundreds a second under load); now the first refusal is logged with
 * its cause, then one summary per `summaryEveryMs` while refusals go on, then one line when the
 * api answers again.
 */
export interface UpstreamOutage {
  /** A call could not reach the api (connection refused, reset, timed out). */
  refused(cause: string, operation: string): void;
  /** The api answered a call (any status): an outage, if one was going on, is over. */
  answered(): void;
}

export interface UpstreamOutageOptions {
  log?: OutageLogger;
  now?: () => number;
  /** Milliseconds between two summaries while the outage lasts (default 5 s). */
  summaryEveryMs?: number;
}

const seconds = (ms: number): string => `${Number((ms / 1000).toFixed(1))} s`;

export function createUpstreamOutage(options: UpstreamOutageOptions = {}): UpstreamOutage {
  const now = options.now ?? Date.now;
  const summaryEveryMs = options.summaryEveryMs ?? 5_000;
  let outage: { since: number; total: number; windowStart: number; inWindow: number; cause: string } | null = null;

  return {
    refused(cause, operation) {
      const at = now();
      if (!outage) {
        outage = { since: at, total: 1, windowStart: at, inWindow: 0, cause };
        options.log?.warn(
          { cause, operation },
          'api unreachable: requests answer UPSTREAM_UNAVAILABLE until it is back',
        );
        return;
      }
      outage.total += 1;
      outage.inWindow += 1;
      outage.cause = cause;
      // Summaries are written by the refusals themselves: no timer to clean up, and no line
      // while nobody asks for anything.
      const elapsed = at - outage.windowStart;
      if (elapsed >= summaryEveryMs) {
        options.log?.warn(
          { refused: outage.inWindow, cause },
          `api unreachable: ${outage.inWindow} requests refused in the last ${seconds(elapsed)}`,
        );
        outage.windowStart = at;
        outage.inWindow = 0;
      }
    },
    answered() {
      if (!outage) return;
      const downMs = Math.round(now() - outage.since);
      // At the outage's own level, so that whoever saw it start sees it end (npm start logs warn and up).
      options.log?.warn(
        { downMs, refused: outage.total },
        `api answers again after ${seconds(downMs)} unreachable (${outage.total} requests refused)`,
      );
      outage = null;
    },
  };
}
