import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config.js';
import { contentSecurityPolicy } from './http/security.js';
import { resolveSessionSecret } from './session/session.secret.js';

const base = { API_URL: 'http://127.0.0.1:4010/', COGNITO_USER_POOL_ID: 'local_abc', COGNITO_CLIENT_ID: 'client' };

describe('loadConfig', () => {
  it('applies the documented defaults when only the required variables are set', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      apiUrl: 'http://127.0.0.1:4010',
      apiPublicUrl: 'http://127.0.0.1:4010',
      uploadOrigins: ['http://127.0.0.1:4010'],
      sessionRefreshAfterSeconds: 3000,
      secureCookies: false,
      corsOrigins: [],
      trustProxy: false,
      dataDir: join(REPO_ROOT, '.data'),
      webDist: join(REPO_ROOT, 'web/dist'),
      cognito: {
        region: 'us-east-1',
        adminGroup: 'admin',
        endpoint: undefined,
        issuer: 'https://cognito-idp.us-east-1.amazonaws.com/local_abc',
      },
    });
    expect(config.publicUrl.origin).toBe('http://127.0.0.1:4000');
    expect(config.app).toEqual({
      brandName: 'Trialbridge',
      maintenancePassword: undefined,
      supportEmail: 'support@trialbridge.example',
      analytics: 'CONSOLE',
    });
  });

  it("names where browsers upload in the page's CSP: the api's public URL and UPLOAD_ORIGINS", () => {
    const config = loadConfig({
      ...base,
      API_PUBLIC_URL: 'https://api.trialbridge.example/',
      UPLOAD_ORIGINS: 'https://bucket.s3.eu-west-1.amazonaws.com/, https://api.trialbridge.example',
    });
    expect(config.apiPublicUrl).toBe('https://api.trialbridge.example');
    expect(config.uploadOrigins).toEqual([
      'https://api.trialbridge.example',
      'https://bucket.s3.eu-west-1.amazonaws.com',
    ]);
    expect(contentSecurityPolicy(config)).toContain(
      "connect-src 'self' https://api.trialbridge.example https://bucket.s3.eu-west-1.amazonaws.com;",
    );
    expect(() => loadConfig({ ...base, UPLOAD_ORIGINS: 'not a url' })).toThrow(ConfigError);
  });

  it('reads the client settings, with no analytics by default in production', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).app.analytics).toBe('NONE');
    expect(loadConfig({ ...base, NODE_ENV: 'production', ANALYTICS: 'Console' }).app.analytics).toBe('CONSOLE');
    const app = loadConfig({
      ...base,
      BRAND_NAME: ' Acme Trials ',
      MAINTENANCE_PASSWORD: ' letmein ',
      SUPPORT_EMAIL: 'help@acme.example',
      ANALYTICS: 'none',
    }).app;
    expect(app).toEqual({
      brandName: 'Acme Trials',
      maintenancePassword: 'letmein',
      supportEmail: 'help@acme.example',
      analytics: 'NONE',
    });
  });

  it('derives the issuer from the emulator endpoint when COGNITO_ENDPOINT is set', () => {
    expect(loadConfig({ ...base, COGNITO_ENDPOINT: 'http://127.0.0.1:9229/' }).cognito.issuer).toBe(
      'http://127.0.0.1:9229/local_abc',
    );
    expect(
      loadConfig({ ...base, COGNITO_ENDPOINT: 'http://a:1', COGNITO_ISSUER: 'http://b:2/pool' }).cognito.issuer,
    ).toBe('http://b:2/pool');
  });

  it('turns on secure cookies when the public URL is https', () => {
    const config = loadConfig({
      ...base,
      PUBLIC_URL: 'https://app.example.com',
      CORS_ORIGINS: 'https://a.example, https://b.example/',
    });
    expect(config.secureCookies).toBe(true);
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
  });

  it.each([
    ['false', false],
    ['TRUE', true],
    ['10.0.0.0/8, 192.168.1.7,loopback', ['10.0.0.0/8', '192.168.1.7', 'loopback']],
    ['fd00::/8', ['fd00::/8']],
  ])('reads TRUST_PROXY %j as %j', (value, trustProxy) => {
    expect(loadConfig({ ...base, TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it.each([
    [{ API_URL: undefined }, /API_URL is required/],
    [{ API_URL: 'ftp://x' }, /API_URL must be an http/],
    [{ PORT: '70000' }, /PORT must be an integer/],
    [{ SESSION_SECRET: 'short' }, /at least 32 characters/],
    [{ COGNITO_CLIENT_ID: ' ' }, /COGNITO_CLIENT_ID is required/],
    [{ ANALYTICS: 'google' }, /ANALYTICS must be 'console' or 'none'/],
    [{ SUPPORT_EMAIL: 'support' }, /SUPPORT_EMAIL must be an email address/],
    [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY must be true, false or proxy addresses\/CIDR ranges, got 'yes'/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY must be/],
    [{ TRUST_PROXY: '10.0.0.1,' }, /TRUST_PROXY must be/],
    [{ TRUST_PROXY: '1' }, /TRUST_PROXY must be/],
  ])('refuses the configuration when %j', (override, message) => {
    expect(() => loadConfig({ ...base, ...override })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...override })).toThrow(message);
  });
});

describe('resolveSessionSecret', () => {
  it('generates a private secret once and reuses it when SESSION_SECRET is unset', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tb-secret-'));
    try {
      const first = resolveSessionSecret(undefined, join(dir, 'data'));
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(resolveSessionSecret(undefined, join(dir, 'data'))).toBe(first);
      expect(readFileSync(join(dir, 'data', 'session-secret'), 'utf8')).toBe(first);
      expect(statSync(join(dir, 'data', 'session-secret')).mode & 0o077).toBe(0);
      expect(resolveSessionSecret('x'.repeat(40), join(dir, 'data'))).toBe('x'.repeat(40));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
