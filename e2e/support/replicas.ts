import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ensureIdentityPool, startIdentityEmulator } from '@trialbridge/api';
import { freePort, waitForHttp } from '../../scripts/lib/ports.mjs';

const root = resolve(import.meta.dirname, '../..');

export interface Replicas {
  bffUrls: [string, string];
  apiUrls: [string, string];
  output(): string;
  stop(): Promise<void>;
}

/**
 * Two api and two bff processes, as a deployment behind a load balancer runs them: one
 * PostgreSQL database (a throw-away one on TEST_DATABASE_URL's server), one Redis, one identity
 * pool, one session secret; bff n talks to api n. Built code (dist/), started like npm start does.
 */
export async function startReplicas(databaseUrl: string, redisUrl: string): Promise<Replicas> {
  const dataDir = mkdtempSync(join(tmpdir(), 'trialbridge-replicas-'));
  const database = `tb_replicas_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  const children: ChildProcess[] = [];
  let output = '';
  const emulator = await startIdentityEmulator({
    dataDir: join(dataDir, 'identity'),
    port: await freePort(),
    host: '127.0.0.1',
  });
  const stop = async (): Promise<void> => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)),
    );
    await emulator.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const identity = await ensureIdentityPool({
      endpoint: emulator.endpoint,
      region: 'local',
      dataDir: join(dataDir, 'identity'),
    });
    const shared = {
      ...process.env,
      LOG_LEVEL: 'warn',
      COGNITO_REGION: identity.region,
      COGNITO_USER_POOL_ID: identity.userPoolId,
      COGNITO_CLIENT_ID: identity.clientId,
      COGNITO_ENDPOINT: identity.endpoint,
      COGNITO_ISSUER: identity.issuer,
      DATABASE_URL: url.href,
      REDIS_URL: redisUrl,
      API_SECRET: randomBytes(32).toString('hex'),
      SESSION_SECRET: randomBytes(32).toString('hex'),
    };
    const run = (name: string, script: string, env: Record<string, string>): void => {
      const child = spawn(process.execPath, [join(root, script)], {
        cwd: root,
        env: { ...shared, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const collect = (chunk: Buffer) => (output += `[${name}] ${chunk.toString()}`);
      child.stdout?.on('data', collect);
      child.stderr?.on('data', collect);
      children.push(child);
    };
    const apiPorts = [await freePort(), await freePort()] as const;
    const apiUrls: [string, string] = [`http://127.0.0.1:${apiPorts[0]}`, `http://127.0.0.1:${apiPorts[1]}`];
    // The first api migrates and seeds; the second starts on the migrated database.
    for (const [index, port] of apiPorts.entries()) {
      run(`api${index + 1}`, 'api/dist/server.js', { PORT: String(port), DATA_DIR: join(dataDir, `api${index + 1}`) });
      await waitForHttp(`${apiUrls[index]}/healthz`, 180_000);
    }
    const bffPorts = [await freePort(), await freePort()] as const;
    const bffUrls: [string, string] = [`http://127.0.0.1:${bffPorts[0]}`, `http://127.0.0.1:${bffPorts[1]}`];
    for (const [index, port] of bffPorts.entries()) {
      run(`bff${index + 1}`, 'bff/dist/server.js', {
        PORT: String(port),
        API_URL: apiUrls[index] ?? '',
        DATA_DIR: join(dataDir, `bff${index + 1}`),
      });
    }
    await Promise.all(bffUrls.map((bffUrl) => waitForHttp(`${bffUrl}/readyz`, 60_000)));
    return { bffUrls, apiUrls, output: () => output, stop };
  } catch (error) {
    await stop();
    throw new Error(`the replicas did not start: ${String(error)}\n${output}`, { cause: error });
  }
}
