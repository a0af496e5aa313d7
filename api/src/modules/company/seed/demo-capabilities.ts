import type { EmployeesBand, SiteType } from '../company.table.js';
import {
  CAUSE_FOCUS,
  CRO_SPECIALTIES,
  FULL_SERVICE_CRO,
  MODALITIES_BY_AREA,
  SITE_SERVICES,
  TECH_SUITES,
  type TechSuite,
} from './demo-capabilities.data.js';
import { hqRegions } from './demo-regions.js';
import type { Random } from '../../../seed/prng.js';
import { REFERENCE_NAMES, type ReferenceRef } from '../../reference/index.js';

/** What a generated profile is about: the facts its capabilities must agree with. */
export interface ProfileContext {
  roleId: number;
  name: string;
  hqCountry: string;
  band: EmployeesBand;
  siteType: SiteType | null;
}

/** A profile's capabilities by kind (reference names), and what the company is best known for. */
export interface Capabilities {
  services: string[];
  products: string[];
  therapeuticAreas: string[];
  indications: string[];
  modalities: string[];
  regions: string[];
  keyServices: string[];
  series: string[];
  /** A few words for the description: "biometrics", "data capture", "full-service" ... */
  focus: string;
}

const EMPTY: Capabilities = {
  services: [],
  products: [],
  therapeuticAreas: [],
  indications: [],
  modalities: [],
  regions: [],
  keyServices: [],
  series: [],
  focus: '',
};

const unique = (items: readonly string[]): string[] => [...new Set(items)];

/** Each chosen service with up to `children` of its more specific values, parents first. */
function servicesWithDetail(random: Random, roots: readonly string[], children: number): string[] {
  return unique(
    roots.flatMap((root) => [
      root,
      ...random.sample(REFERENCE_NAMES.serviceChildren.get(root) ?? [], random.int(0, children)),
    ]),
  );
}

interface Lead {
  areas: readonly string[];
  indications: readonly string[];
}
const NO_LEAD: Lead = { areas: [], indications: [] };

/** `count` therapeutic areas and `indications` indications within them, led by what the name says. */
function areas(random: Random, count: number, indications: number, lead: Lead = NO_LEAD) {
  const others = REFERENCE_NAMES.therapeuticAreas.filter((a) => !lead.areas.includes(a));
  const therapeuticAreas = unique([...lead.areas, ...random.sample(others, Math.max(0, count - lead.areas.length))]);
  const pool = therapeuticAreas
    .flatMap((a) => REFERENCE_NAMES.indicationsByArea.get(a) ?? [])
    .filter((i) => !lead.indications.includes(i));
  const more = Math.max(0, indications - lead.indications.length);
  return { therapeuticAreas, indications: [...lead.indications, ...random.sample(pool, more)] };
}

/** The HQ's region and country, plus `more` other regions (roots) and a couple of their countries. */
function reach(random: Random, hqCountry: string, more: number): string[] {
  const home = hqRegions(hqCountry);
  const others = random.sample(
    REFERENCE_NAMES.regionRoots.filter((r) => r !== home[0]),
    more,
  );
  const countries = others.flatMap((root) =>
    random.sample(REFERENCE_NAMES.regionChildren.get(root) ?? [], random.int(0, 2)),
  );
  return unique([...home, ...others, ...countries]);
}

const bandSize = (band: EmployeesBand): number => (band === 'LARGE' ? 2 : band === 'MID' ? 1 : 0);

function sponsor(random: Random, c: ProfileContext): Capabilities {
  const lead = c.name.includes('Oncology') ? { areas: ['Oncology'], indications: [] } : NO_LEAD;
  const size = bandSize(c.band);
  const picked = areas(random, random.int(1, 2 + size), random.int(2, 4 + size), lead);
  const modalities = unique(
    picked.therapeuticAreas.flatMap((a) =>
      random.sample(MODALITIES_BY_AREA[a] ?? ['Small Molecule'], random.int(1, 2)),
    ),
  ).slice(0, 3);
  return {
    ...EMPTY,
    ...picked,
    modalities,
    regions: reach(random, c.hqCountry, random.int(1, 2 + size)),
    focus: picked.therapeuticAreas[0] ?? '',
  };
}

function site(random: Random, c: ProfileContext): Capabilities {
  const broad = c.siteType === 'ACADEMIC_MEDICAL_CENTER' || c.siteType === 'HOSPITAL' || c.siteType === 'SITE_NETWORK';
  const picked = areas(
    random,
    broad ? random.int(3, 6) : random.int(1, 3),
    broad ? random.int(4, 8) : random.int(2, 5),
  );
  const keyServices = [
    ...(c.siteType === 'SITE_NETWORK' ? ['Site Network'] : []),
    ...(c.siteType === 'ACADEMIC_MEDICAL_CENTER' ? ['Academic Medical Center'] : []),
    ...(c.siteType === 'PHASE_1_UNIT' ? ['Early Phase Unit'] : []),
    ...(random.chance(0.35) ? ['Patient Recruitment Specialist'] : []),
  ];
  const services = servicesWithDetail(random, random.sample(SITE_SERVICES, random.int(1, 3)), 2);
  return {
    ...EMPTY,
    ...picked,
    services,
    keyServices,
    regions: c.siteType === 'SITE_NETWORK' ? reach(random, c.hqCountry, random.int(0, 1)) : hqRegions(c.hqCountry),
    focus: picked.therapeuticAreas[0] ?? '',
  };
}

function cro(random: Random, c: ProfileContext): Capabilities {
  const fullService = c.band !== 'SMALL' && random.chance(0.55);
  const specialty = random.pick(CRO_SPECIALTIES);
  const roots = fullService ? random.sample(FULL_SERVICE_CRO, random.int(6, 9)) : specialty.services;
  const picked = areas(random, random.int(2, fullService ? 7 : 4), random.int(0, 3));
  return {
    ...EMPTY,
    ...picked,
    services: servicesWithDetail(random, roots, 2).slice(0, 24),
    products: random.chance(0.2) ? random.sample(['EDC', 'CTMS', 'IRT/RTSM', 'eTMF'], random.int(1, 2)) : [],
    keyServices: fullService
      ? ['Full-Service CRO', ...(random.chance(0.3) ? ['Decentralized Trial Provider'] : [])]
      : random.sample(specialty.keyServices, random.int(1, specialty.keyServices.length)),
    regions: reach(random, c.hqCountry, random.int(fullService ? 1 : 0, fullService ? 3 : 1)),
    focus: fullService ? 'full-service' : specialty.focus,
  };
}

function suiteFor(random: Random, name: string): TechSuite {
  const prefer = (focuses: string[]) => TECH_SUITES.filter((s) => focuses.includes(s.focus));
  if (/Analytics|Data Sciences/.test(name)) return random.pick(prefer(['analytics', 'recruitment']));
  if (name.includes('Digital Health')) return random.pick(prefer(['decentralized trials', 'recruitment']));
  if (/Trial Systems|Clinical Software/.test(name))
    return random.pick(prefer(['data capture', 'trial operations', 'supply']));
  return random.pick(TECH_SUITES);
}

function techProvider(random: Random, c: ProfileContext): Capabilities {
  const suite = suiteFor(random, c.name);
  const products = random.sample(suite.products, random.int(2, Math.min(5, suite.products.length)));
  return {
    ...EMPTY,
    ...areas(random, random.int(1, 3), 0),
    products,
    services: servicesWithDetail(random, random.sample(suite.services, random.int(0, suite.services.length)), 1),
    keyServices: ['Technology Platform', ...(suite.keyService ? [suite.keyService] : [])],
    regions: reach(random, c.hqCountry, random.int(1, 3)),
    focus: suite.focus,
  };
}

function causeOf(name: string): Lead {
  const cause = Object.keys(CAUSE_FOCUS).find((stem) => name.startsWith(stem));
  return (cause && CAUSE_FOCUS[cause]) || NO_LEAD;
}

function nonprofit(random: Random, c: ProfileContext): Capabilities {
  const picked = areas(random, random.int(1, 3), random.int(1, 4), causeOf(c.name));
  const roots = random.sample(
    ['Real-World Evidence', 'Biostatistics', 'Data Management', 'Patient Recruitment', 'Regulatory Affairs'],
    random.int(1, 3),
  );
  return {
    ...EMPTY,
    ...picked,
    services: servicesWithDetail(random, roots, 1),
    regions: reach(random, c.hqCountry, random.int(0, 2)),
    focus: picked.therapeuticAreas[0] ?? '',
  };
}

function advocacy(random: Random, c: ProfileContext): Capabilities {
  const cause = causeOf(c.name);
  const picked = areas(random, Math.max(1, cause.areas.length), random.int(1, 3), cause);
  return {
    ...EMPTY,
    ...picked,
    services: unique([
      'Patient Recruitment',
      ...random.sample(['Community Outreach', 'Patient Retention', 'Pre-Screening'], random.int(1, 2)),
      ...(random.chance(0.4) ? ['Medical Writing', 'Plain Language Summaries'] : []),
    ]),
    keyServices: random.chance(0.5) ? ['Patient Recruitment Specialist'] : [],
    regions: reach(random, c.hqCountry, random.int(0, 1)),
    focus: picked.therapeuticAreas[0] ?? '',
  };
}

function investor(random: Random, c: ProfileContext): Capabilities {
  const series = REFERENCE_NAMES.series;
  const from = random.int(0, series.length - 2);
  const picked = areas(random, random.int(2, 4), 0);
  return {
    ...EMPTY,
    ...picked,
    series: series.slice(from, from + random.int(1, 3)),
    modalities: random.sample(REFERENCE_NAMES.modalities, random.int(2, 4)),
    regions: reach(random, c.hqCountry, random.int(0, 2)),
    focus: picked.therapeuticAreas[0] ?? '',
  };
}

/** Capabilities that fit the business type, the name and the headquarters, within spec §9's limits. */
export function capabilitiesOf(random: Random, c: ProfileContext): Capabilities {
  switch (c.roleId) {
    case 1:
      return sponsor(random, c);
    case 2:
      return site(random, c);
    case 3:
      return cro(random, c);
    case 4:
      return techProvider(random, c);
    case 5:
      return nonprofit(random, c);
    case 6:
      return advocacy(random, c);
    default:
      return investor(random, c);
  }
}

const KINDS = [
  ['services', 'SERVICES'],
  ['products', 'PRODUCTS'],
  ['therapeuticAreas', 'THERAPEUTIC_AREAS'],
  ['indications', 'INDICATIONS'],
  ['modalities', 'MODALITIES'],
  ['regions', 'REGIONS'],
  ['keyServices', 'COMPANY_KEY_SERVICES'],
  ['series', 'SERIES'],
] as const;

export function referencesOf(capabilities: Capabilities): ReferenceRef[] {
  return KINDS.flatMap(([field, kind]) => capabilities[field].map((name) => ({ kind, name })));
}
