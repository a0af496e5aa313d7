import { describe, expect, it } from 'vitest';
import { createUpstreamOutage } from './upstream.outage.js';

function harness() {
  let now = 1_000_000;
  const lines: { obj: object; msg: string }[] = [];
  const outage = createUpstreamOutage({
    log: { warn: (obj, msg) => lines.push({ obj, msg }) },
    now: () => now,
  });
  return {
    outage,
    lines,
    msgs: () => lines.map((l) => l.msg),
    advance: (ms: number) => (now += ms),
    /** `count` refusals spread over `overMs`. */
    refuse(count: number, overMs: number, cause = 'ECONNREFUSED') {
      for (let i = 0; i < count; i++) {
        now += overMs / count;
        outage.refused(cause, 'getViewer');
      }
    },
  };
}

describe('upstream outage log', () => {
  it('logs the first refusal with its cause, then nothing more within 5 s', () => {
    const t = harness();
    t.refuse(200, 4_900);
    expect(t.lines).toEqual([
      {
        obj: { cause: 'ECONNREFUSED', operation: 'getViewer' },
        msg: 'api unreachable: requests answer UPSTREAM_UNAVAILABLE until it is back',
      },
    ]);
  });

  it('sums the refusals up once per 5 s while the outage lasts', () => {
    const t = harness();
    t.outage.refused('ECONNREFUSED', 'getViewer');
    t.refuse(100, 5_000);
    t.refuse(50, 5_000);
    expect(t.msgs()).toEqual([
      'api unreachable: requests answer UPSTREAM_UNAVAILABLE until it is back',
      'api unreachable: 100 requests refused in the last 5 s',
      'api unreachable: 50 requests refused in the last 5 s',
    ]);
    expect(t.lines[1]?.obj).toEqual({ refused: 100, cause: 'ECONNREFUSED' });
  });

  it('says how long the last summary covers when requests were sparse', () => {
    const t = harness();
    t.outage.refused('ECONNREFUSED', 'getViewer');
    t.advance(12_000);
    t.outage.refused('ETIMEDOUT', 'getViewer');
    expect(t.lines[1]).toEqual({
      obj: { refused: 1, cause: 'ETIMEDOUT' },
      msg: 'api unreachable: 1 requests refused in the last 12 s',
    });
  });

  it('writes one line when the api answers again, and starts afresh on the next outage', () => {
    const t = harness();
    t.outage.refused('ECONNREFUSED', 'getViewer');
    t.refuse(29, 7_500);
    t.outage.answered();
    t.outage.answered();
    expect(t.msgs().at(-1)).toBe('api answers again after 7.5 s unreachable (30 requests refused)');
    expect(t.lines.at(-1)?.obj).toEqual({ downMs: 7_500, refused: 30 });
    expect(t.lines).toHaveLength(3);
    t.outage.refused('ECONNRESET', 'getRoles');
    expect(t.lines.at(-1)).toEqual({
      obj: { cause: 'ECONNRESET', operation: 'getRoles' },
      msg: 'api unreachable: requests answer UPSTREAM_UNAVAILABLE until it is back',
    });
  });

  it('logs nothing while the api answers', () => {
    const t = harness();
    for (let i = 0; i < 10; i++) t.outage.answered();
    expect(t.lines).toEqual([]);
  });
});
