import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * SESSION_SECRET when set; otherwise a random secret generated once into
 * `<dataDir>/session-secret` (mode 600), so sessions survive restarts of a local install.
 * Production sets SESSION_SECRET, shared by every replica.
 */
export function resolveSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'session-secret');
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': never overwrite, so two processes starting together agree on one secret.
    writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters`);
  return secret;
}
