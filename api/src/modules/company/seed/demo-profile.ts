import { PATIENT_CARE_SETTINGS, type PatientCareSetting, type SiteType } from '../company.table.js';
import { type Capabilities, capabilitiesOf, type ProfileContext, referencesOf } from './demo-capabilities.js';
import type { DemoLookingFor } from './demo-attributes.js';
import { describeProfile } from './demo-descriptions.js';
import { lookingForOf } from './demo-looking-for.js';
import type { Random } from '../../../seed/prng.js';
import type { ReferenceRef } from '../../reference/index.js';

/** Issue 13's profile of a demo company: what it does, in words and reference values, and seeks. */
export interface DemoProfile {
  references: ReferenceRef[];
  description: string;
  patientCareSettings: PatientCareSetting[];
  lookingFor: DemoLookingFor | null;
}

/** Share of claimed companies that keep a looking-for list (most of them published). */
const LOOKING_FOR_SHARE = 0.92;

/** Where a site of this type sees its patients. */
function careSettingsFor(random: Random, siteType: SiteType, capabilities: Capabilities): PatientCareSetting[] {
  const settings: PatientCareSetting[] = [];
  switch (siteType) {
    case 'PHASE_1_UNIT':
      settings.push('INPATIENT', ...(random.chance(0.5) ? (['OUTPATIENT'] as const) : []));
      break;
    case 'HOSPITAL':
    case 'ACADEMIC_MEDICAL_CENTER':
      settings.push('INPATIENT', 'OUTPATIENT');
      if (capabilities.therapeuticAreas.includes('Pediatrics') || random.chance(0.3)) settings.push('PEDIATRIC');
      break;
    case 'SITE_NETWORK':
      settings.push(
        'OUTPATIENT',
        ...random.sample(['HOME_VISITS', 'DECENTRALIZED', 'INPATIENT'] as const, random.int(1, 2)),
      );
      break;
    case 'SITE_MANAGEMENT_ORGANIZATION':
      settings.push('OUTPATIENT', ...(random.chance(0.3) ? (['LONG_TERM_CARE'] as const) : []));
      break;
    default:
      settings.push('OUTPATIENT', ...random.sample(['HOME_VISITS', 'DECENTRALIZED'] as const, random.int(0, 1)));
  }
  return PATIENT_CARE_SETTINGS.filter((s) => settings.includes(s));
}

/**
 * A complete, consistent profile for one company: capabilities that fit its type, name and
 * headquarters; a description written from them; and, when claimed, what it is looking for.
 */
export function profileOf(random: Random, c: ProfileContext & { city: string; claimed: boolean }): DemoProfile {
  const capabilities = capabilitiesOf(random, c);
  const patientCareSettings = c.siteType ? careSettingsFor(random, c.siteType, capabilities) : [];
  const description = describeProfile(random, {
    roleId: c.roleId,
    name: c.name,
    city: c.city,
    band: c.band,
    siteType: c.siteType,
    patientCareSettings,
    capabilities,
  });
  const lookingFor =
    c.claimed && random.chance(LOOKING_FOR_SHARE) ? lookingForOf(random, c.roleId, capabilities) : null;
  return { references: referencesOf(capabilities), description, patientCareSettings, lookingFor };
}
