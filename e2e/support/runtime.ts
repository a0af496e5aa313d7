import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the product under test runs (written by scripts/start.mjs into its data folder). */
export interface Runtime {
  url: string;
  apiUrl: string;
  identity: Record<string, string>;
}

export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return dir;
}

export function runtime(): Runtime {
  return JSON.parse(readFileSync(join(dataDir(), 'runtime.json'), 'utf8')) as Runtime;
}
