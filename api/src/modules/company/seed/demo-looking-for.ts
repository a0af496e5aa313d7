import type { Capabilities } from './demo-capabilities.js';
import type { DemoLookingFor } from './demo-attributes.js';
import { lower } from '../../../seed/clinical-words.js';
import type { Random } from '../../../seed/prng.js';
import { REFERENCE_NAMES, type ReferenceRef } from '../../reference/index.js';

/** What a sponsor (or a non-profit running its own trials) outsources. */
const OUTSOURCED = [
  'Clinical Monitoring',
  'Data Management',
  'Biostatistics',
  'Patient Recruitment',
  'Site Management',
  'Pharmacovigilance',
  'Regulatory Affairs',
  'Medical Writing',
  'Decentralized Trial Services',
  'Central Laboratory',
  'Medical Imaging',
];
const TRIAL_SYSTEMS = ['EDC', 'eCOA/ePRO', 'IRT/RTSM', 'CTMS', 'eConsent', 'eTMF'];
const SITE_SYSTEMS = ['CTMS', 'Electronic Source (eSource)', 'Site Payments Platform', 'eConsent'];
const SUBCONTRACTED = ['Central Laboratory', 'Medical Imaging', 'Translation & Localization', 'Home Nursing'];
const IMPLEMENTERS = ['Data Management', 'Project Management', 'Clinical Monitoring', 'Decentralized Trial Services'];

const roots = (regions: readonly string[]): string[] => regions.filter((r) => REFERENCE_NAMES.regionRoots.includes(r));

interface Draft {
  services?: readonly string[];
  products?: readonly string[];
  areas: readonly string[];
  regions: readonly string[];
  note: string;
}

/** The list's contents by type: who the company wants to meet, in its own areas and regions. */
function draftOf(random: Random, roleId: number, c: Capabilities): Draft {
  const areas = random.sample(c.therapeuticAreas, random.int(1, Math.min(3, c.therapeuticAreas.length)));
  const regions = random.sample(roots(c.regions), random.int(1, 2));
  const area = lower(areas[0] ?? 'oncology');
  const region = regions[0] ?? 'North America';
  const indication = c.indications[0] ?? areas[0] ?? 'our lead indication';
  switch (roleId) {
    case 1: {
      const services = random.sample(OUTSOURCED, random.int(2, 4));
      const products = random.sample(TRIAL_SYSTEMS, random.int(1, 2));
      return {
        services,
        products,
        areas,
        regions,
        note: random.pick([
          `Selecting a CRO and sites for a Phase ${random.pick(['2', '2b', '3'])} study in ${indication}, first patient in planned next year.`,
          `Looking for ${products[0] ?? 'EDC'} and ${lower(services[0] ?? 'monitoring')} partners for our ${area} programme in ${region}.`,
          `Seeking experienced sites in ${region} for a study of about ${random.int(4, 40) * 10} patients in ${indication}.`,
        ]),
      };
    }
    case 2:
      return {
        products: random.chance(0.3) ? random.sample(SITE_SYSTEMS, 1) : [],
        areas,
        regions: regions.slice(0, 1),
        note: random.pick([
          `Open to Phase 2-3 sponsor studies in ${indication}; about ${(random.int(2, 40) * 50).toLocaleString('en-US')} pre-screened patients in our database.`,
          `Looking for sponsors and CROs with upcoming ${area} studies in ${region}.`,
          `Capacity for ${random.int(2, 6)} new ${area} studies this year, with fast start-up and a dedicated coordinator for each.`,
        ]),
      };
    case 3: {
      const products = random.chance(0.5) ? random.sample(TRIAL_SYSTEMS.slice(0, 4), random.int(1, 2)) : [];
      return {
        services: random.chance(0.4) ? random.sample(SUBCONTRACTED, 1) : [],
        products,
        areas,
        regions,
        note: random.pick([
          `Looking for site networks in ${area} across ${region} for upcoming Phase 2-3 studies.`,
          `Seeking sponsors in ${area} and technology partners to run hybrid studies in ${region}.`,
          `Building a preferred-site list in ${region}: experienced ${area} investigators welcome.`,
        ]),
      };
    }
    case 4:
      return {
        services: random.sample(IMPLEMENTERS, random.int(1, 2)),
        areas: areas.slice(0, random.int(0, 2)),
        regions,
        note: random.pick([
          `Looking for CRO implementation partners in ${region} and sponsors running ${area} studies.`,
          `Seeking pilot sites and sponsors in ${area} for our next release.`,
        ]),
      };
    case 5:
      return {
        services: random.sample(OUTSOURCED.slice(0, 6), random.int(1, 3)),
        products: random.chance(0.5) ? random.sample(['EDC', 'eConsent', 'eCOA/ePRO'], 1) : [],
        areas,
        regions,
        note: `Looking for CROs and sites to run an investigator-initiated trial in ${indication}.`,
      };
    case 6:
      return {
        areas,
        regions: regions.slice(0, 1),
        note: `Looking for sponsors and sites running trials in ${indication} to share with our community.`,
      };
    default:
      return {
        areas,
        regions,
        note: `Looking for ${list2(c.series)} companies with clinical-stage ${lower(c.modalities[0] ?? 'small molecule')} programmes in ${area}.`,
      };
  }
}

const list2 = (items: readonly string[]): string =>
  items.length > 1 ? `${items[0]} to ${items.at(-1)}` : (items[0] ?? 'early-stage');

/** A published (mostly) looking-for list that fits the company's type, areas and regions. */
export function lookingForOf(random: Random, roleId: number, capabilities: Capabilities): DemoLookingFor {
  const draft = draftOf(random, roleId, capabilities);
  const items: ReferenceRef[] = [
    ...(draft.services ?? []).map((name) => ({ kind: 'SERVICES' as const, name })),
    ...(draft.products ?? []).map((name) => ({ kind: 'PRODUCTS' as const, name })),
    ...draft.areas.map((name) => ({ kind: 'THERAPEUTIC_AREAS' as const, name })),
    ...draft.regions.map((name) => ({ kind: 'REGIONS' as const, name })),
  ];
  return { published: random.chance(0.94), note: draft.note, items };
}
