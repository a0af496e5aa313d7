import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createShiftedClock } from './clock.js';
import { buildIdentityConfig, loadConfig, repoRoot } from './config.js';

describe('loadConfig', () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'tb-config-'));

  it('uses the documented defaults when the environment is empty', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4010,
      dataDir: dir,
      databaseUrl: undefined,
      seedDemoData: true,
      smtpUrl: undefined,
      production: false,
    });
    expect(config.identity).toMatchObject({ region: 'us-east-1', adminGroup: 'admin', endpoint: undefined });
  });

  it('resolves a relative DATA_DIR from the repository root, not the working directory', () => {
    expect(loadConfig({ DATA_DIR: '.data-test', API_SECRET: 'x' }).dataDir).toBe(join(repoRoot, '.data-test'));
  });

  it('generates the API secret once and reuses it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).apiSecret;
    expect(first.length).toBeGreaterThan(30);
    expect(readFileSync(join(dir, 'api-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).apiSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dir, API_SECRET: 'given' }).apiSecret).toBe('given');
  });

  it('turns demo data off in production unless asked for', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' }).seedDemoData).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, SEED_DEMO_DATA: '0' }).seedDemoData).toBe(false);
  });

  it('prefers PORT and rejects an invalid one', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir, PORT: '5001', API_PORT: '5002' }).port).toBe(5001);
    expect(loadConfig({ DATA_DIR: dir, API_PORT: '5002' }).port).toBe(5002);
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'abc' })).toThrow('Invalid port: abc');
  });

  it('starts the clock at CLOCK_START outside production only', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).clockStart).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, CLOCK_START: '2026-03-02T10:00:00Z' }).clockStart).toEqual(
      new Date('2026-03-02T10:00:00Z'),
    );
    expect(() => loadConfig({ DATA_DIR: dir, CLOCK_START: 'tomorrow' })).toThrow(/ISO 8601/);
    expect(() => loadConfig({ DATA_DIR: dir, CLOCK_START: '2026-03-02T10:00:00Z', NODE_ENV: 'production' })).toThrow(
      /not in production|unset it in production/,
    );
  });
});

describe('createShiftedClock', () => {
  it('starts at the given instant and runs at real speed', () => {
    let real = Date.parse('2026-11-26T17:00:00Z');
    const clock = createShiftedClock(new Date('2026-03-02T10:00:00Z'), () => real);
    expect(clock.now().toISOString()).toBe('2026-03-02T10:00:00.000Z');
    real += 90_000;
    expect(clock.now().toISOString()).toBe('2026-03-02T10:01:30.000Z');
  });
});

describe('buildIdentityConfig', () => {
  it('builds the emulator issuer and JWKS from the endpoint', () => {
    expect(
      buildIdentityConfig({
        region: 'us-east-1',
        userPoolId: 'local_abc',
        clientId: 'c',
        endpoint: 'http://127.0.0.1:9229/',
      }),
    ).toMatchObject({
      issuer: 'http://127.0.0.1:9229/local_abc',
      jwksUri: 'http://127.0.0.1:9229/local_abc/.well-known/jwks.json',
    });
  });

  it('builds the AWS issuer without an endpoint and honours an explicit issuer', () => {
    expect(buildIdentityConfig({ region: 'eu-west-1', userPoolId: 'eu-west-1_X', clientId: 'c' }).issuer).toBe(
      'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_X',
    );
    expect(
      buildIdentityConfig({ region: 'eu-west-1', userPoolId: 'p', clientId: 'c', issuer: 'https://issuer.example/p' })
        .jwksUri,
    ).toBe('https://issuer.example/p/.well-known/jwks.json');
  });
});
