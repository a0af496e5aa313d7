import type { ChildProcess, StdioOptions } from 'node:child_process';

export declare function spawnProduct(
  root: string,
  dataDir: string,
  options?: { env?: Record<string, string>; stdio?: StdioOptions },
): Promise<{ child: ChildProcess; bffUrl: string; apiUrl: string; identityUrl: string }>;

/** Client budgets no load can spend (RATE_LIMIT_* set very high): for loads that measure something else. */
export const UNLIMITED_BUDGETS: Record<string, string>;
