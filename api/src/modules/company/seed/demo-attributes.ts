import type { CompanyBadge, CompanyRoleType, CompanyStatus, PatientCareSetting, SiteType } from '../company.table.js';
import { PATIENT_CARE_SETTINGS } from '../company.table.js';
import type { Random } from '../../../seed/prng.js';
import { REFERENCE_NAMES, type ReferenceRef } from '../../reference/index.js';

/** A looking-for list by reference names (ids differ per database). */
export interface DemoLookingFor {
  published: boolean;
  note: string | null;
  items: ReferenceRef[];
}

/** The company attributes of issue 4 (site details, badges, published flags, looking-for). */
export interface DemoAttributes {
  siteType: SiteType | null;
  patientCareSettings: PatientCareSetting[];
  badges: CompanyBadge[];
  hasPublishedRequests: boolean;
  hasPublishedAlerts: boolean;
  lookingFor: DemoLookingFor | null;
}

const NOTES = [
  'Looking for partners for a Phase 2 programme starting next year.',
  'Open to new vendors with experience in rare-disease recruitment.',
  'Expanding into Europe: interested in local sites and regulatory support.',
  'Seeking technology partners for decentralized and hybrid studies.',
  null,
];

function siteTypeOf(random: Random, name: string): SiteType {
  if (name.includes('Network')) return 'SITE_NETWORK';
  return random.weighted<SiteType>([
    ['PRIVATE_RESEARCH_SITE', 5],
    ['HOSPITAL', 3],
    ['ACADEMIC_MEDICAL_CENTER', 2],
    ['SITE_MANAGEMENT_ORGANIZATION', 1],
    ['PHASE_1_UNIT', 1],
  ]);
}

function lookingForOf(random: Random, roleType: CompanyRoleType): DemoLookingFor {
  const r = REFERENCE_NAMES;
  const items: ReferenceRef[] =
    roleType === 'Sponsor' || roleType === 'Nonprofit'
      ? [
          ...random.sample(r.services, random.int(1, 4)).map((name) => ({ kind: 'SERVICES' as const, name })),
          ...random.sample(r.products, random.int(0, 2)).map((name) => ({ kind: 'PRODUCTS' as const, name })),
        ]
      : [
          ...random
            .sample(r.therapeuticAreas, random.int(1, 3))
            .map((name) => ({ kind: 'THERAPEUTIC_AREAS' as const, name })),
        ];
  items.push(...random.sample(r.regionRoots, random.int(1, 2)).map((name) => ({ kind: 'REGIONS' as const, name })));
  return { published: random.chance(0.7), note: random.pick(NOTES), items };
}

/**
 * Drawn from their own PRNG stream (not the one names and references come from), so adding them
 * left the existing demo companies exactly as they were.
 */
export function demoAttributes(
  random: Random,
  roleType: CompanyRoleType,
  name: string,
  status: CompanyStatus,
): DemoAttributes {
  const site = roleType === 'Site';
  const claimed = status === 'CLAIMED';
  const badges: CompanyBadge[] = [];
  if (claimed && random.chance(0.5)) badges.push('VERIFIED');
  if (claimed && random.chance(0.15)) badges.push('TOP_RATED');
  if (claimed && random.chance(0.2)) badges.push('RESPONSIVE');
  if (random.chance(0.08)) badges.push('SCOPE_EXHIBITOR');
  if (random.chance(0.05)) badges.push('NEW_ON_PLATFORM');
  return {
    siteType: site ? siteTypeOf(random, name) : null,
    patientCareSettings: site ? random.sample(PATIENT_CARE_SETTINGS, random.int(1, 3)) : [],
    badges,
    hasPublishedRequests: claimed && (roleType === 'Sponsor' || roleType === 'Nonprofit') && random.chance(0.35),
    hasPublishedAlerts: claimed && roleType === 'Vendor' && random.chance(0.3),
    lookingFor: claimed && random.chance(0.4) ? lookingForOf(random, roleType) : null,
  };
}
