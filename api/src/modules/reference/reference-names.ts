import type { ReferenceKind } from './reference.table.js';
import { REFERENCE_DATA, type ReferenceNode } from './reference.data.js';

/** A reference value addressed by kind and name (ids differ per database, names do not). */
export interface ReferenceRef {
  kind: ReferenceKind;
  name: string;
}

const roots = (nodes: readonly ReferenceNode[]): string[] => nodes.map((n) => (typeof n === 'string' ? n : n[0]));
const all = (nodes: readonly ReferenceNode[]): string[] =>
  nodes.flatMap((n) => (typeof n === 'string' ? [n] : [n[0], ...n[1]]));
const childrenOf = (nodes: readonly ReferenceNode[]): Map<string, readonly string[]> =>
  new Map(
    nodes
      .filter((n): n is readonly [string, readonly string[]] => typeof n !== 'string')
      .map(([name, children]) => [name, children]),
  );

export const REFERENCE_NAMES = {
  services: all(REFERENCE_DATA.SERVICES),
  products: all(REFERENCE_DATA.PRODUCTS),
  regions: all(REFERENCE_DATA.REGIONS),
  regionRoots: roots(REFERENCE_DATA.REGIONS),
  therapeuticAreas: roots(REFERENCE_DATA.THERAPEUTIC_AREAS),
  indicationsByArea: childrenOf(REFERENCE_DATA.THERAPEUTIC_AREAS),
  modalities: all(REFERENCE_DATA.MODALITIES),
  keyServices: all(REFERENCE_DATA.COMPANY_KEY_SERVICES),
  series: all(REFERENCE_DATA.SERIES),
  /** A service's or a region's more specific values (e.g. 'Clinical Monitoring' → 'Remote Monitoring'). */
  serviceChildren: childrenOf(REFERENCE_DATA.SERVICES),
  regionChildren: childrenOf(REFERENCE_DATA.REGIONS),
};
