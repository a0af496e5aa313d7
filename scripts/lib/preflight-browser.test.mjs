import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APT_STEPS, INSTALL_HINT, preflightBrowser, SHELL_APT_STEPS } from './preflight-browser.mjs';

const PATH = '/usr/local/bin:/usr/bin:/bin';

/**
 * A machine in a test: `files` are the executables it has; `installs` are what a successful
 * apt-get install puts there; `exits` are the exit codes of the apt-get steps, in order.
 */
function machine({ files = [], uid = 0, installs = ['/usr/bin/chromium'], exits = [0, 0], env = { PATH } } = {}) {
  const executables = new Set(files);
  const ran = [];
  return {
    ran,
    deps: {
      env,
      uid,
      isExecutable: (path) => executables.has(path),
      run: async (command, args) => {
        ran.push([command, args]);
        const code = exits[ran.length - 1] ?? 0;
        if (code === 0 && ran.length === APT_STEPS.length) for (const path of installs) executables.add(path);
        return code;
      },
    },
  };
}

describe('preflightBrowser', () => {
  it('goes on with CHROMIUM_PATH and installs nothing when it names an executable', async () => {
    const m = machine({
      files: ['/opt/chromium/chrome', '/usr/bin/apt-get'],
      env: { PATH, CHROMIUM_PATH: '/opt/chromium/chrome' },
    });
    expect(await preflightBrowser(m.deps)).toEqual({ ok: true, path: '/opt/chromium/chrome', installed: false });
    expect(m.ran).toEqual([]);
  });

  it('goes on with the headless shell, installing nothing, when it is there', async () => {
    const m = machine({ files: ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/apt-get'] });
    expect(await preflightBrowser(m.deps)).toEqual({
      ok: true,
      path: '/usr/bin/chromium-headless-shell',
      installed: false,
    });
    expect(m.ran).toEqual([]);
  });

  it("goes on with Google Chrome's usual place when Debian's Chromium is absent and nothing can be installed", async () => {
    const m = machine({ files: ['/usr/bin/google-chrome-stable', '/usr/bin/apt-get'], uid: 1000 });
    expect(await preflightBrowser(m.deps)).toEqual({
      ok: true,
      path: '/usr/bin/google-chrome-stable',
      installed: false,
    });
    expect(m.ran).toEqual([]);
  });

  it('adds the headless shell beside an installed Chromium when root has apt-get, and uses it', async () => {
    const m = machine({
      files: ['/usr/bin/chromium', '/usr/bin/apt-get'],
      installs: ['/usr/bin/chromium-headless-shell'],
    });
    expect(await preflightBrowser(m.deps)).toEqual({
      ok: true,
      path: '/usr/bin/chromium-headless-shell',
      installed: true,
    });
    expect(m.ran).toEqual(SHELL_APT_STEPS);
    expect(SHELL_APT_STEPS.at(-1)).toEqual(['apt-get', ['install', '-y', '-qq', 'chromium-headless-shell']]);
  });

  it('goes on with the installed Chromium, saying why, when adding the shell fails', async () => {
    const m = machine({ files: ['/usr/bin/chromium', '/usr/bin/apt-get'], exits: [0, 100] });
    expect(await preflightBrowser(m.deps)).toEqual({
      ok: true,
      path: '/usr/bin/chromium',
      installed: false,
      note: 'apt-get install -y -qq chromium-headless-shell: exit 100',
    });
  });

  it("installs Debian's chromium and its headless shell with apt-get, then goes on with the shell, when root has apt-get and no browser", async () => {
    const m = machine({
      files: ['/usr/bin/apt-get'],
      installs: ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'],
    });
    expect(await preflightBrowser(m.deps)).toEqual({
      ok: true,
      path: '/usr/bin/chromium-headless-shell',
      installed: true,
    });
    expect(m.ran).toEqual([
      ['apt-get', ['update', '-qq']],
      ['apt-get', ['install', '-y', '-qq', 'chromium', 'chromium-headless-shell']],
    ]);
  });

  it('stops with the command to run, installing nothing, when not root', async () => {
    const m = machine({ files: ['/usr/bin/apt-get'], uid: 1000 });
    const result = await preflightBrowser(m.deps);
    expect(result.ok).toBe(false);
    expect(result.message).toContain('this is not root');
    expect(result.message).toContain('sudo apt-get install -y chromium chromium-headless-shell');
    expect(result.message).toContain('CHROMIUM_PATH=');
    expect(m.ran).toEqual([]);
  });

  it('stops with the command to run when there is no user id (no root to be)', async () => {
    const m = machine({ files: ['/usr/bin/apt-get'], uid: null });
    expect((await preflightBrowser(m.deps)).ok).toBe(false);
    expect(m.ran).toEqual([]);
  });

  it('stops with the command to run when root has no apt-get on the PATH', async () => {
    const m = machine({ files: ['/sbin/apt-get'] });
    const result = await preflightBrowser(m.deps);
    expect(result).toEqual({ ok: false, message: expect.stringContaining('apt-get is not available') });
    expect(result.message).toContain(INSTALL_HINT);
    expect(m.ran).toEqual([]);
  });

  it('stops without installing when CHROMIUM_PATH names no executable, even as root with apt-get', async () => {
    const m = machine({ files: ['/usr/bin/apt-get'], env: { PATH, CHROMIUM_PATH: '/opt/none/chrome' } });
    const result = await preflightBrowser(m.deps);
    expect(result).toEqual({ ok: false, message: expect.stringContaining('CHROMIUM_PATH=/opt/none/chrome is not') });
    expect(m.ran).toEqual([]);
  });

  it('stops after the failing step, naming it, when apt-get fails', async () => {
    const m = machine({ files: ['/usr/bin/apt-get'], exits: [100] });
    const result = await preflightBrowser(m.deps);
    expect(result).toEqual({ ok: false, message: expect.stringContaining('apt-get update -qq: exit 100') });
    expect(result.message).toContain(INSTALL_HINT);
    expect(m.ran).toHaveLength(1);
  });

  it('stops when apt-get succeeded but no Chromium appeared where it is looked for', async () => {
    const m = machine({ files: ['/usr/bin/apt-get'], installs: ['/usr/lib/chromium/chromium'] });
    const result = await preflightBrowser(m.deps);
    expect(result).toEqual({ ok: false, message: expect.stringContaining('not where it was expected') });
  });
});

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The real entry point, in a child process: its exit code, output and how long it took. */
function preflight(env) {
  const started = Date.now();
  return new Promise((resolve) => {
    execFile(process.execPath, ['scripts/preflight-browser.mjs'], { cwd: root, env }, (error, stdout, stderr) =>
      resolve({ code: error ? error.code : 0, stdout, stderr, ms: Date.now() - started }),
    );
  });
}

describe('scripts/preflight-browser.mjs', () => {
  it('runs first in npm test, before codegen and the build', () => {
    const { scripts } = JSON.parse(readFileSync(new URL('package.json', `file://${root}`), 'utf8'));
    expect(scripts.test).toMatch(/^node scripts\/preflight-browser\.mjs && npm run codegen && /);
  });

  it('says in one line which browser it uses and exits 0 when CHROMIUM_PATH names an executable', async () => {
    const result = await preflight({ PATH: process.env.PATH, CHROMIUM_PATH: process.execPath });
    expect(result).toMatchObject({ code: 0, stdout: `preflight: browser tests use ${process.execPath}\n`, stderr: '' });
  });

  it('exits 1 within seconds with the command to run when CHROMIUM_PATH names nothing', async () => {
    const result = await preflight({ PATH: process.env.PATH, CHROMIUM_PATH: '/nonexistent/chromium' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(INSTALL_HINT);
    expect(result.ms).toBeLessThan(10_000);
  });
});
