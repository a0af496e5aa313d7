import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IdentityConfig } from '../config.js';
import { startIdentityEmulator } from '../identity/emulator.js';
import { ensureIdentityPool } from '../identity/identity-pool.js';

export interface TestIdentity {
  config: IdentityConfig;
  endpoint: string;
  stop(): Promise<void>;
}

/** cognito-local in a temporary directory on a free port, with the pool, client and admin group. */
export async function startTestIdentity(options: { code?: string } = {}): Promise<TestIdentity> {
  const dir = await mkdtemp(join(tmpdir(), 'tb-identity-'));
  const emulator = await startIdentityEmulator({ dataDir: dir, ...(options.code ? { code: options.code } : {}) });
  try {
    const config = await ensureIdentityPool({ endpoint: emulator.endpoint, dataDir: dir });
    return {
      config,
      endpoint: emulator.endpoint,
      async stop() {
        await emulator.stop();
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await emulator.stop();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
