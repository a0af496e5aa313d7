import { slugify } from '../company.alias.js';
import type { CompanyStatus, EmployeesBand } from '../company.table.js';
import { COMPANY_COUNTS, NAME_PARTS, ROLE_TYPE_BY_ID } from './company-words.data.js';
import { LOCATIONS } from './places.data.js';
import { placeFitting } from './demo-places.js';
import { type DemoAttributes, demoAttributes } from './demo-attributes.js';
import { describeCompany } from './demo-descriptions.js';
import { pickReferences } from './demo-references.js';
import { createRandom } from '../../../seed/prng.js';
import type { ReferenceRef } from '../../reference/index.js';

/** Fixed seed of the scale data set; company i draws from its own PRNG (seed + i). */
export const SCALE_SEED = 77_000_000;
/** Scale companies are recognised (and counted, for resuming) by their email domain. */
export const SCALE_DOMAIN_SUFFIX = '.scale.example';

export interface ScaleCompany {
  name: string;
  alias: string;
  description: string;
  website: string;
  emailDomain: string;
  roleId: number;
  status: CompanyStatus;
  hqCountry: string;
  hqState: string | null;
  hqCity: string;
  employeesBand: EmployeesBand;
  minorityOwned: boolean;
  womenOwned: boolean;
  disabilityOwned: boolean;
  auditedByFda: boolean;
  references: ReferenceRef[];
  attributes: DemoAttributes;
}

/** A middle word, so 100,000 names stay plausible: "Aquila Harbor Therapeutics". */
const MIDDLES = [
  'Harbor',
  'Ridge',
  'Bridge',
  'Point',
  'Field',
  'Stone',
  'River',
  'Crest',
  'Gate',
  'Park',
  'Grove',
  'Lake',
  'Bay',
  'Peak',
  'Vale',
  'North',
  'South',
  'East',
  'West',
  'Central',
  'Pacific',
  'Atlantic',
  'Alpine',
  'Coastal',
  'Summit',
  'Meadow',
  'Cedar',
  'Maple',
  'Oak',
  'Pine',
  'Silver',
  'Golden',
  'Blue',
  'Green',
  'Clear',
  'Bright',
  'True',
  'Prime',
  'Nova',
  'Vita',
  'Gen',
  'Bio',
  'Thera',
];
const ROLE_WEIGHTS = Object.entries(COMPANY_COUNTS).map(([id, count]) => [Number(id), count] as const);
const LOCATION_WEIGHTS = LOCATIONS.map((l) => [l, l[3]] as const);

/** Company `index` of the scale set: pure, so every machine and every run gets the same one. */
export function scaleCompany(index: number): ScaleCompany {
  const random = createRandom(SCALE_SEED + index);
  const roleId = random.weighted(ROLE_WEIGHTS);
  const roleType = ROLE_TYPE_BY_ID[roleId] ?? 'Vendor';
  const parts = NAME_PARTS[roleId];
  if (!parts) throw new Error(`No name parts for role ${roleId}`);
  const name = `${random.pick(parts.stems)} ${random.pick(MIDDLES)} ${random.pick(parts.suffixes)}`;
  // The index in base 36 keeps aliases and domains unique without looking anything up.
  const tag = index.toString(36);
  const alias = `${slugify(name).slice(0, 50).replace(/-+$/, '')}-s${tag}`;
  const [hqCountry, hqState, hqCity] = placeFitting(name, random.weighted(LOCATION_WEIGHTS));
  const employeesBand = random.weighted<EmployeesBand>([
    ['SMALL', 5],
    ['MID', 3],
    ['LARGE', roleType === 'Sponsor' ? 3 : 1],
  ]);
  const status = random.weighted<CompanyStatus>([
    ['CLAIMED', 25],
    ['APPROVED', 60],
    ['NEW', 15],
  ]);
  const references = pickReferences(random, roleId);
  const emailDomain = `s${tag}${SCALE_DOMAIN_SUFFIX}`;
  return {
    name,
    alias,
    description: describeCompany(random, roleType, name, hqCity, references),
    website: `https://www.${emailDomain}`,
    emailDomain,
    roleId,
    status,
    hqCountry,
    hqState,
    hqCity,
    employeesBand,
    minorityOwned: random.chance(0.08),
    womenOwned: random.chance(0.12),
    disabilityOwned: random.chance(0.03),
    auditedByFda: roleType === 'Site' || roleType === 'Sponsor' ? random.chance(0.4) : false,
    references,
    attributes: demoAttributes(random, roleType, name, status),
  };
}
