import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { RESTART_POLICY, restartDelay, supervise } from './supervisor.mjs';

/** Timers that run only when the test moves time on. */
function manualClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map();
  return {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout: (id) => timers.delete(id),
    pending: () => [...timers.values()].map((t) => t.at - now),
    async advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
        await settle();
      }
      now = until;
      await settle();
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A stand-in for a ChildProcess: the test decides when it is ready and when it exits. */
class FakeChild extends EventEmitter {
  static count = 0;
  pid = 1000 + FakeChild.count++;
  exitCode = null;
  signalCode = null;
  signals = [];
  kill(signal) {
    this.signals.push(signal);
    if (signal === 'SIGKILL' || this.obeysSigterm) this.exit(null, signal);
    return true;
  }
  obeysSigterm = true;
  exit(code, signal = null) {
    if (this.exitCode !== null || this.signalCode !== null) return;
    this.exitCode = code;
    this.signalCode = signal;
    this.emit('exit', code, signal);
  }
}

function harness(policy = RESTART_POLICY) {
  const clock = manualClock();
  const children = [];
  const readiness = [];
  const lines = [];
  const gaveUp = [];
  const readied = [];
  const supervisor = supervise({
    name: 'api',
    spawn: () => {
      const child = new FakeChild();
      children.push(child);
      return child;
    },
    ready: (signal) =>
      new Promise((resolve, reject) => {
        readiness.push({ resolve, reject });
        signal.addEventListener('abort', () => reject(new Error('aborted')));
      }),
    log: (line) => lines.push(line),
    onReady: (child) => readied.push(child.pid),
    onGiveUp: (message) => gaveUp.push(message),
    policy,
    clock,
  });
  const latest = () => children.at(-1);
  const becomeReady = async () => {
    readiness.at(-1).resolve();
    await settle();
  };
  const failProbe = async (message) => {
    readiness.at(-1).reject(new Error(message));
    await settle();
  };
  return { supervisor, clock, children, lines, gaveUp, readied, latest, becomeReady, failProbe };
}

describe('restartDelay', () => {
  it('doubles from 0.5 s and stops at 10 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => restartDelay(n))).toEqual([
      500, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000,
    ]);
  });
});

describe('supervise', () => {
  it('restarts a crashed child after the backoff and says when it is back', async () => {
    const t = harness();
    await t.becomeReady();
    await t.clock.advance(1_000);
    t.latest().exit(1);
    expect(t.lines).toEqual(['api exited (exit code 1); restarting in 0.5 s (restart 1)']);
    await t.clock.advance(499);
    expect(t.children).toHaveLength(1);
    await t.clock.advance(1);
    expect(t.children).toHaveLength(2);
    await t.becomeReady();
    expect(t.lines.at(-1)).toBe('api is back');
    expect(t.readied).toEqual([t.children[0].pid, t.children[1].pid]);
    expect(t.supervisor.pid).toBe(t.children[1].pid);
  });

  it('waits longer after each crash that follows a short run, up to 10 s', async () => {
    const t = harness({ ...RESTART_POLICY, maxFailedStarts: 100 });
    await t.becomeReady();
    const waits = [];
    for (let crash = 0; crash < 7; crash++) {
      t.latest().exit(null, 'SIGKILL');
      waits.push(t.clock.pending()[0]);
      await t.clock.advance(t.clock.pending()[0]);
      await t.becomeReady();
    }
    expect(waits).toEqual([500, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
    expect(t.lines.filter((l) => l.startsWith('api exited')).at(-1)).toBe(
      'api exited (SIGKILL); restarting in 10 s (restart 7)',
    );
  });

  it('starts the backoff over once the child has served for 30 s', async () => {
    const t = harness();
    await t.becomeReady();
    t.latest().exit(1);
    await t.clock.advance(500);
    await t.becomeReady();
    t.latest().exit(1);
    expect(t.clock.pending()).toEqual([1_000]);
    await t.clock.advance(1_000);
    await t.becomeReady();
    await t.clock.advance(30_000);
    t.latest().exit(1);
    expect(t.clock.pending()).toEqual([500]);
    expect(t.lines.at(-1)).toBe('api exited (exit code 1); restarting in 0.5 s (restart 1)');
  });

  it('gives up after five exits in a row before the child was ready', async () => {
    const t = harness();
    for (let attempt = 1; attempt <= 5; attempt++) {
      t.latest().exit(1);
      if (attempt < 5) await t.clock.advance(t.clock.pending()[0]);
    }
    expect(t.children).toHaveLength(5);
    expect(t.gaveUp).toEqual(['api exited before it was ready 5 times in a row (last: exit code 1); giving up']);
    expect(t.clock.pending()).toEqual([]);
  });

  it('counts failed starts only while they follow each other', async () => {
    const t = harness();
    for (let attempt = 0; attempt < 4; attempt++) {
      t.latest().exit(1);
      await t.clock.advance(t.clock.pending()[0]);
    }
    await t.becomeReady();
    for (let attempt = 0; attempt < 4; attempt++) {
      t.latest().exit(1);
      await t.clock.advance(t.clock.pending()[0]);
    }
    expect(t.gaveUp).toEqual([]);
    expect(t.children).toHaveLength(9);
  });

  it('kills a child that never becomes ready, which counts as a failed start', async () => {
    const t = harness({ ...RESTART_POLICY, maxFailedStarts: 2 });
    const hung = t.latest();
    await t.failProbe('timed out');
    expect(hung.signals).toEqual(['SIGKILL']);
    expect(t.lines).toEqual([
      'api did not become ready (timed out); stopping it',
      'api exited (SIGKILL); restarting in 0.5 s (restart 1)',
    ]);
    await t.clock.advance(500);
    await t.failProbe('timed out');
    expect(t.gaveUp).toHaveLength(1);
    expect(t.readied).toEqual([]);
  });

  it('stops without restarting: SIGTERM, then SIGKILL when the child ignores it', async () => {
    const t = harness();
    await t.becomeReady();
    const child = t.latest();
    child.obeysSigterm = false;
    const stopped = t.supervisor.stop();
    await settle();
    expect(child.signals).toEqual(['SIGTERM']);
    await t.clock.advance(5_000);
    await stopped;
    expect(child.signals).toEqual(['SIGTERM', 'SIGKILL']);
    expect(t.children).toHaveLength(1);
    expect(t.clock.pending()).toEqual([]);
    expect(t.lines).toEqual([]);
  });

  it('cancels a pending restart when stopped during the backoff', async () => {
    const t = harness();
    await t.becomeReady();
    t.latest().exit(1);
    await t.supervisor.stop();
    await t.clock.advance(60_000);
    expect(t.children).toHaveLength(1);
  });
});
