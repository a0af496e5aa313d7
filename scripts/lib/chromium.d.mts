export declare const CHROMIUM_CANDIDATES: string[];
export declare function findChromium(
  env?: Record<string, string | undefined>,
  isExecutable?: (path: string) => boolean,
): string | null;
export declare const CHROMIUM_ARGS: string[];
export declare const HEADLESS_SHELL: string;
export declare function findHeadlessChromium(
  env?: Record<string, string | undefined>,
  isExecutable?: (path: string) => boolean,
): string | null;
