import { REFERENCE_NAMES, type ReferenceKind, type ReferenceRef } from '../../reference/index.js';
import type { Random } from '../../../seed/prng.js';

const MIN = 3;
const MAX = 12;

const refs = (kind: ReferenceKind, names: readonly string[]): ReferenceRef[] => names.map((name) => ({ kind, name }));

function areasWithIndications(random: Random, areas: number, indications: number): ReferenceRef[] {
  const picked = random.sample(REFERENCE_NAMES.therapeuticAreas, areas);
  const pool = picked.flatMap((area) => REFERENCE_NAMES.indicationsByArea.get(area) ?? []);
  return [...refs('THERAPEUTIC_AREAS', picked), ...refs('INDICATIONS', random.sample(pool, indications))];
}

/** 3-12 reference items that fit the business type (vendors: services/products; sites: areas ...). */
export function pickReferences(random: Random, roleId: number): ReferenceRef[] {
  const r = REFERENCE_NAMES;
  let picked: ReferenceRef[];
  switch (roleId) {
    case 1: // Sponsor: what they develop and where they run trials.
      picked = [
        ...areasWithIndications(random, random.int(1, 3), random.int(1, 3)),
        ...refs('MODALITIES', random.sample(r.modalities, random.int(1, 2))),
        ...refs('REGIONS', random.sample(r.regionRoots, random.int(1, 3))),
      ];
      break;
    case 2: // Site: therapeutic expertise and location.
      picked = [
        ...areasWithIndications(random, random.int(1, 3), random.int(1, 4)),
        ...refs('REGIONS', random.sample(r.regions, 1)),
      ];
      break;
    case 3: // CRO: services, areas, reach.
      picked = [
        ...refs('SERVICES', random.sample(r.services, random.int(2, 5))),
        ...refs('THERAPEUTIC_AREAS', random.sample(r.therapeuticAreas, random.int(1, 3))),
        ...refs('REGIONS', random.sample(r.regionRoots, random.int(1, 2))),
        ...refs('COMPANY_KEY_SERVICES', random.sample(r.keyServices, 1)),
      ];
      break;
    case 4: // Technology/service provider: products first.
      picked = [
        ...refs('PRODUCTS', random.sample(r.products, random.int(1, 4))),
        ...refs('SERVICES', random.sample(r.services, random.int(0, 2))),
        ...refs('COMPANY_KEY_SERVICES', random.sample(r.keyServices, 1)),
        ...refs('REGIONS', random.sample(r.regionRoots, 1)),
      ];
      break;
    case 5: // Non-profit / government.
      picked = [
        ...refs('THERAPEUTIC_AREAS', random.sample(r.therapeuticAreas, random.int(1, 3))),
        ...refs('REGIONS', random.sample(r.regionRoots, random.int(1, 2))),
        ...refs('SERVICES', random.sample(r.services, random.int(1, 2))),
      ];
      break;
    case 6: // Patients / advocacy: the diseases they represent.
      picked = [
        ...areasWithIndications(random, 1, random.int(1, 3)),
        ...refs('REGIONS', random.sample(r.regionRoots, 1)),
      ];
      break;
    default: // Investor: stages and focus.
      picked = [
        ...refs('SERIES', random.sample(r.series, random.int(1, 3))),
        ...refs('THERAPEUTIC_AREAS', random.sample(r.therapeuticAreas, random.int(1, 3))),
        ...refs('MODALITIES', random.sample(r.modalities, random.int(1, 3))),
      ];
  }
  // Top up thin profiles with regions, then cap: every profile carries 3-12 items.
  const extraRegions = random.sample(r.regions, MIN);
  for (const name of extraRegions) {
    if (picked.length >= MIN) break;
    if (!picked.some((p) => p.kind === 'REGIONS' && p.name === name)) picked.push({ kind: 'REGIONS', name });
  }
  return picked.slice(0, MAX);
}
