export declare function isPortFree(port: number, host?: string): Promise<boolean>;
export declare function freePort(host?: string): Promise<number>;
export declare function pickPort(configured: string | undefined, preferred: number, host?: string): Promise<number>;
export declare function waitForHttp(
  url: string,
  timeoutMs: number,
  signal?: AbortSignal,
  options?: { everyMs?: number; probeTimeoutMs?: number },
): Promise<void>;
