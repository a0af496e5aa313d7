import type { ChildProcess, StdioOptions } from 'node:child_process';

export declare function spawnProduct(
  root: string,
  dataDir: string,
  options?: { env?: Record<string, string>; stdio?: StdioOptions },
): Promise<{ child: ChildProcess; bffUrl: string; apiUrl: string; identityUrl: string }>;
