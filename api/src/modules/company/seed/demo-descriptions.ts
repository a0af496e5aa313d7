import type { CompanyRoleType, EmployeesBand, PatientCareSetting, SiteType } from '../company.table.js';
import type { Capabilities } from './demo-capabilities.js';
import { lower } from '../../../seed/clinical-words.js';
import { listOf, withArticle } from '../../../seed/english.js';
import type { Random } from '../../../seed/prng.js';
import { REFERENCE_NAMES, type ReferenceRef } from '../../reference/index.js';

const names = (refs: ReferenceRef[], kinds: string[]): string[] =>
  refs.filter((r) => kinds.includes(r.kind)).map((r) => r.name);

const list = (items: string[], fallback: string): string => listOf(items, fallback);

/** One or two plausible sentences built from the company's own attributes (the scale data set's). */
export function describeCompany(
  random: Random,
  roleType: CompanyRoleType,
  name: string,
  city: string,
  refs: ReferenceRef[],
): string {
  const areas = list(
    names(refs, ['THERAPEUTIC_AREAS']).map((a) => a.toLowerCase()),
    'several therapeutic areas',
  );
  const indications = list(names(refs, ['INDICATIONS']), 'unmet medical needs');
  const services = list(
    names(refs, ['SERVICES']).map((s) => s.toLowerCase()),
    'clinical development services',
  );
  const products = list(names(refs, ['PRODUCTS']), 'clinical trial software');
  const regions = list(names(refs, ['REGIONS']), 'multiple regions');
  const modalities = list(names(refs, ['MODALITIES']), 'novel');
  const founded = random.int(1985, 2022);
  switch (roleType) {
    case 'Sponsor':
      return `${name} is ${withArticle(random.pick(['clinical-stage', 'late-stage', 'commercial-stage', 'research-driven']))} biopharmaceutical company based in ${city}, developing ${modalities} programmes in ${areas} with a focus on ${indications}. Trials run across ${regions}.`;
    case 'Site':
      return `${name} is an independent research site in ${city}, founded in ${founded}, conducting Phase ${random.pick(['1-4', '2-4', '1-3'])} studies in ${areas}, including ${indications}.`;
    case 'Vendor':
      return names(refs, ['PRODUCTS']).length > 0
        ? `${name} provides ${products} to sponsors, CROs and sites. Headquartered in ${city} since ${founded}, it supports studies across ${regions}.`
        : `${name} is ${withArticle(random.pick(['full-service', 'specialty', 'mid-size', 'niche']))} CRO headquartered in ${city}, offering ${services} in ${areas} across ${regions}.`;
    case 'Nonprofit':
      return `${name} is a non-profit organisation based in ${city} that funds and coordinates research in ${areas}, partnering with academic centres across ${regions}.`;
    case 'PatientsAdvocacy':
      return `${name} represents patients and families affected by ${indications}, helping them find and take part in clinical research since ${founded}.`;
    default:
      return `${name} is ${withArticle(`${city}-based`)} investor backing ${list(names(refs, ['SERIES']), 'early-stage')} companies in ${areas}, with a thesis around ${modalities} platforms.`;
  }
}

/** What a richer description is written from (issue 13): the company's final capabilities. */
export interface DescriptionFacts {
  roleId: number;
  name: string;
  city: string;
  band: EmployeesBand;
  siteType: SiteType | null;
  patientCareSettings: readonly PatientCareSetting[];
  capabilities: Capabilities;
}

const rootsOf = (regions: readonly string[]): string[] =>
  regions.filter((r) => REFERENCE_NAMES.regionRoots.includes(r));
const SERVICE_DETAILS = new Set([...REFERENCE_NAMES.serviceChildren.values()].flat());
/** The broad services only ("Clinical Monitoring", not also "Remote Monitoring"): a sentence reads better. */
const servicesRoots = (services: readonly string[]): string[] => services.filter((s) => !SERVICE_DETAILS.has(s));

const SITE_TYPE_PHRASES: Record<SiteType, string> = {
  PRIVATE_RESEARCH_SITE: 'an independent research site',
  HOSPITAL: 'the clinical research unit of a community hospital',
  ACADEMIC_MEDICAL_CENTER: 'an academic medical centre',
  SITE_NETWORK: 'a network of research sites',
  SITE_MANAGEMENT_ORGANIZATION: 'a site management organisation',
  PHASE_1_UNIT: 'a dedicated Phase 1 unit',
};
const CARE_PHRASES: Record<PatientCareSetting, string> = {
  INPATIENT: 'on inpatient wards',
  OUTPATIENT: 'in outpatient clinics',
  HOME_VISITS: 'at home by research nurses',
  DECENTRALIZED: 'remotely through decentralized visits',
  LONG_TERM_CARE: 'in long-term care facilities',
  PEDIATRIC: 'in a dedicated paediatric unit',
};

const scale = (band: EmployeesBand, small: number, mid: number, large: number): number =>
  band === 'LARGE' ? large : band === 'MID' ? mid : small;

function sponsorText(random: Random, f: DescriptionFacts): string[] {
  const c = f.capabilities;
  const stage = random.pick(
    f.band === 'LARGE'
      ? ['commercial-stage', 'late-stage', 'global']
      : ['clinical-stage', 'research-driven', 'late-stage'],
  );
  const [lead, ...others] = c.indications;
  return [
    `${f.name} is ${withArticle(stage)} biopharmaceutical company headquartered in ${f.city}, developing ${list(c.modalities.map(lower), 'novel')} programmes in ${list(c.therapeuticAreas.map(lower), 'several areas')}.`,
    lead
      ? `Its lead programme is in Phase ${random.pick(['1b', '2', '2b', '3'])} for ${lead}${others.length > 0 ? `, with earlier candidates in ${list(others, '')}` : ''}.`
      : `It has ${random.int(2, 6)} programmes in clinical development.`,
    `Trials run across ${list(rootsOf(c.regions), 'several regions')}${random.pick([
      ', with CROs, sites and technology vendors chosen study by study',
      ', run by a lean clinical operations team with preferred CRO partners',
      ', where it works with academic investigators and specialist sites',
    ])}.`,
  ];
}

function siteText(random: Random, f: DescriptionFacts): string[] {
  const c = f.capabilities;
  const phase1 = f.siteType === 'PHASE_1_UNIT';
  const investigators = random.int(scale(f.band, 3, 12, 40), scale(f.band, 10, 35, 120));
  const sites = random.int(4, 12);
  const team =
    f.siteType === 'SITE_NETWORK'
      ? `Its ${sites} sites and ${sites * random.int(3, 8)} investigators`
      : `Its ${investigators} investigators and ${random.int(investigators, investigators * 2)} study coordinators`;
  const care = f.patientCareSettings.map((s) => CARE_PHRASES[s]);
  return [
    `${f.name} is ${f.siteType ? SITE_TYPE_PHRASES[f.siteType] : 'a research site'} in ${f.city}, running ${phase1 ? 'first-in-human and Phase 1' : `Phase ${random.pick(['1-4', '2-4', '2-3'])}`} studies in ${list(c.therapeuticAreas.map(lower), 'several areas')} since ${random.int(1985, 2019)}.`,
    `${team} have enrolled patients in more than ${random.int(3, 40) * 5} trials${c.indications.length > 0 ? `, notably in ${list(c.indications.slice(0, 3), '')}` : ''}.`,
    ...(care.length > 0 ? [`Patients are seen ${list(care, '')}.`] : []),
  ];
}

function croText(random: Random, f: DescriptionFacts): string[] {
  const c = f.capabilities;
  const what =
    c.focus === 'full-service'
      ? 'a full-service CRO'
      : `${withArticle(random.pick(['specialty', 'mid-size', 'boutique']))} CRO focused on ${c.focus}`;
  return [
    `${f.name} is ${what}, headquartered in ${f.city}.`,
    `It offers ${list(servicesRoots(c.services).map(lower), 'clinical development services')}, with particular experience in ${list(c.therapeuticAreas.map(lower), 'several areas')}.`,
    `Founded in ${random.int(1988, 2018)}, it has supported more than ${random.int(scale(f.band, 2, 10, 50), scale(f.band, 15, 50, 300)) * 10} studies across ${list(rootsOf(c.regions), 'several regions')}.`,
  ];
}

function techText(random: Random, f: DescriptionFacts): string[] {
  const c = f.capabilities;
  const services = servicesRoots(c.services).map(lower);
  return [
    `${f.name} builds ${c.focus} software for sponsors, CROs and sites: ${list(c.products, 'clinical trial software')}.`,
    `Its platform runs in ${random.int(3, 90) * 5} active studies across ${list(rootsOf(c.regions), 'several regions')}, validated for 21 CFR Part 11 and EU Annex 11.`,
    services.length > 0
      ? `Its team in ${f.city} also supports customers with ${list(services, '')}.`
      : `Typical implementations go live within ${random.int(3, 10)} weeks, with support from ${f.city}.`,
  ];
}

function nonprofitText(random: Random, f: DescriptionFacts): string[] {
  const c = f.capabilities;
  return [
    `${f.name} is a non-profit organisation based in ${f.city} that funds and coordinates research in ${list(c.therapeuticAreas.map(lower), 'several areas')}${c.indications.length > 0 ? `, including ${list(c.indications, '')}` : ''}.`,
    `It supports ${random.int(4, 40)} investigator-initiated trials with academic centres across ${list(rootsOf(c.regions), 'several regions')} and offers sponsors ${list(servicesRoots(c.services).map(lower), 'scientific advice')}.`,
  ];
}

function advocacyText(random: Random, f: DescriptionFacts): string[] {
  const c = f.capabilities;
  return [
    `${f.name} represents ${(random.int(scale(f.band, 2, 8, 40), scale(f.band, 20, 80, 400)) * 250).toLocaleString('en-US')} patients and families living with ${list(c.indications, lower(c.therapeuticAreas[0] ?? 'rare conditions'))}.`,
    `Founded in ${random.int(1990, 2021)}, it helps members find suitable trials, reviews protocols for patient burden and advises sponsors on recruitment and retention.`,
  ];
}

function investorText(random: Random, f: DescriptionFacts): string[] {
  const c = f.capabilities;
  const late = c.series.some((s) => ['Series D', 'Growth', 'Public'].includes(s));
  const early = c.series.every((s) => ['Pre-Seed', 'Seed', 'Series A'].includes(s));
  const cheque = early ? random.int(1, 3) : late ? random.int(5, 10) : random.int(3, 6);
  const fund = random.int(scale(f.band, 2, 8, 20), scale(f.band, 12, 32, 100)) * 25;
  return [
    `${f.name} is ${withArticle(`${f.city}-based`)} investor backing ${list(c.series, 'early-stage')} companies in ${list(c.therapeuticAreas.map(lower), 'life sciences')}.`,
    `Its current ${fund >= 1000 ? `$${(fund / 1000).toFixed(1)}B` : `$${fund}M`} fund focuses on ${list(c.modalities.map(lower), 'novel')} platforms, with first cheques of $${cheque}-${cheque * 3}M, often as lead investor.`,
  ];
}

const WRITERS: Record<number, (random: Random, f: DescriptionFacts) => string[]> = {
  1: sponsorText,
  2: siteText,
  3: croText,
  4: techText,
  5: nonprofitText,
  6: advocacyText,
  7: investorText,
};

/** Two or three sentences that agree with the profile's capabilities, type and place. */
export function describeProfile(random: Random, facts: DescriptionFacts): string {
  const write = WRITERS[facts.roleId] ?? investorText;
  return write(random, facts).join(' ');
}
