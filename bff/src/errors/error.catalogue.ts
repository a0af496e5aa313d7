import { CATALOGUE } from '../__generated__/errors.js';
import type { CatalogueEntry as Entry } from './error.types.js';
import type { ErrorCode } from './error.codes.js';

/** Spec §8's catalogue and every feature's, merged by codegen (platform.errors.ts, `<feature>.errors.ts`). */
export { CATALOGUE };

export type CatalogueEntry = Entry<ErrorCode>;

/** The entry for an upstream code; unknown codes get code 0's entry. */
export function catalogueEntry(upstreamCode: string | number | undefined): CatalogueEntry {
  const key = upstreamCode === undefined ? '0' : String(upstreamCode);
  // hasOwn: codes come from the network, so never read inherited keys such as 'constructor'.
  return (Object.hasOwn(CATALOGUE, key) ? CATALOGUE[key] : CATALOGUE['0']) as CatalogueEntry;
}
