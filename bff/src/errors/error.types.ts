/** What the client sees for one upstream code (an entry of the catalogue). */
export interface CatalogueEntry<Code extends string = string> {
  code: Code;
  message: string;
  /**
   * Use the api's own message when it sends one: these are user-facing texts the api words
   * (validation details, company state); `message` is the fallback.
   */
  upstreamMessage?: true;
}

/**
 * The error codes and catalogue entries one part of the bff declares: the platform's
 * (`platform.errors.ts`) or a feature's (`modules/<feature>/<feature>.errors.ts`, named in its
 * descriptor). `npm run codegen` merges them all into `src/__generated__/errors.ts`, refusing a
 * code or an upstream code declared twice. Such a file imports types only: codegen reads it
 * before anything else is generated.
 */
export interface ErrorDeclarations {
  /** The `extensions.code` names it adds (the web switches on these, never on messages). */
  codes?: readonly string[];
  /** Which of its own codes a user can act on: `userErrorsFrom` puts them in a payload's `errors`. */
  userFixable?: readonly string[];
  /** Upstream codes (the api's `{ code }`, the identity service's exception names) it answers. */
  catalogue?: Readonly<Record<string, CatalogueEntry>>;
}
