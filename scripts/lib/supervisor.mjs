// Keeps one child process of `npm start` running: when it exits without being asked to, it is
// started again after an exponential backoff, and the product stops only when the child cannot
// even start several times in a row.

/**
 * firstMs, doubling up to maxMs: 0.5, 1, 2, 4, 8, 10, 10… s between restarts.
 * stableMs: a child that served that long before crashing starts over at firstMs.
 * maxFailedStarts: a child that exits before it ever answered its readiness probe has failed to
 * start; five such exits in a row (about 15 s of backoff) outlast a passing cause (a database
 * restarting, a port still held by a dying process) while a lasting one (bad configuration,
 * missing build, unreadable data) stops the product with a message instead of looping forever.
 */
export const RESTART_POLICY = Object.freeze({ firstMs: 500, maxMs: 10_000, stableMs: 30_000, maxFailedStarts: 5 });

/** The wait before restart number `restart` (1 for the first). */
export function restartDelay(restart, policy = RESTART_POLICY) {
  return Math.min(policy.firstMs * 2 ** (restart - 1), policy.maxMs);
}

const realClock = { now: () => Date.now(), setTimeout, clearTimeout };

function seconds(ms) {
  return `${Number((ms / 1000).toFixed(1))} s`;
}

/**
 * Supervises the child `spawn()` starts. `ready(signal)` resolves once the child serves (its
 * health probe answers) and rejects when it gives up; the signal aborts when the child exits.
 * `onReady(child)` runs after every start that became ready; `onGiveUp(message)` once, when the
 * child failed to start `maxFailedStarts` times in a row.
 * Returns `started` (the first readiness), `stop()` (no more restarts; SIGTERM, then SIGKILL
 * after `stopTimeoutMs`) and the current child's `pid`.
 */
export function supervise({
  name,
  spawn,
  ready,
  log,
  onReady = () => {},
  onGiveUp,
  policy = RESTART_POLICY,
  clock = realClock,
  stopTimeoutMs = 5_000,
}) {
  let child = null;
  let readyAt = null;
  let probe = null;
  let restartTimer = null;
  let restarts = 0;
  let failedStarts = 0;
  let stopping = false;
  let exited = Promise.resolve();
  let resolveStarted;
  const started = new Promise((resolve) => (resolveStarted = resolve));

  function launch() {
    restartTimer = null;
    const current = spawn();
    child = current;
    readyAt = null;
    probe = new AbortController();
    let onExit;
    exited = new Promise((resolve) => (onExit = resolve));
    let seen = false;
    const exit = (cause) => {
      if (seen) return;
      seen = true;
      onExit();
      handleExit(current, cause);
    };
    current.once('exit', (code, signal) => exit(signal ?? `exit code ${code}`));
    current.once('error', (error) => exit(error.message));
    ready(probe.signal).then(
      () => {
        if (child !== current || stopping || seen) return;
        readyAt = clock.now();
        failedStarts = 0;
        if (restarts > 0) log(`${name} is back`);
        onReady(current);
        resolveStarted();
      },
      (error) => {
        if (child !== current || stopping || seen) return;
        log(`${name} did not become ready (${error instanceof Error ? error.message : String(error)}); stopping it`);
        current.kill('SIGKILL');
      },
    );
  }

  function handleExit(current, cause) {
    probe?.abort();
    if (stopping || child !== current) return;
    const served = readyAt !== null;
    if (!served) failedStarts += 1;
    if (failedStarts >= policy.maxFailedStarts) {
      onGiveUp(`${name} exited before it was ready ${failedStarts} times in a row (last: ${cause}); giving up`);
      return;
    }
    if (served && clock.now() - readyAt >= policy.stableMs) restarts = 0;
    restarts += 1;
    const delay = restartDelay(restarts, policy);
    log(`${name} exited (${cause}); restarting in ${seconds(delay)} (restart ${restarts})`);
    restartTimer = clock.setTimeout(launch, delay);
  }

  async function stop() {
    stopping = true;
    if (restartTimer) clock.clearTimeout(restartTimer);
    probe?.abort();
    const current = child;
    if (!current || current.exitCode !== null || current.signalCode !== null) return;
    current.kill('SIGTERM');
    let timer;
    const timedOut = new Promise((resolve) => (timer = clock.setTimeout(() => resolve(true), stopTimeoutMs)));
    if (await Promise.race([exited.then(() => false), timedOut])) current.kill('SIGKILL');
    clock.clearTimeout(timer);
  }

  launch();
  return {
    started,
    stop,
    get pid() {
      return child?.pid;
    },
  };
}
