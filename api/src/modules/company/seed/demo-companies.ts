import type { CompanyStatus, EmployeesBand } from '../company.table.js';
import { slugify } from '../company.alias.js';
import { COMPANY_COUNTS, NAME_PARTS, ROLE_TYPE_BY_ID } from './company-words.data.js';
import { LOCATIONS } from './places.data.js';
import { placeFitting } from './demo-places.js';
import { type DemoAttributes, demoAttributes } from './demo-attributes.js';
import { describeCompany } from './demo-descriptions.js';
import { pickReferences } from './demo-references.js';
import { profileOf } from './demo-profile.js';
import type { Random } from '../../../seed/prng.js';
import type { ReferenceRef } from '../../reference/index.js';

type Period = 'MONTH' | 'YEAR';

/**
 * A subscription relative to the seed instant (days), so the data stays "live" on any date. It is
 * drawn with its company (one PRNG stream keeps every company as first drawn); the subscription
 * module's seed writes it, in its table's plans and type codes.
 */
export interface DemoSubscription {
  plan: 'EXPLORER' | 'INNOVATOR';
  status: 'ACTIVE' | 'TRIALING' | 'PAST_DUE' | 'ENDED';
  period: Period | null;
  typeCode: string | null;
  paymentType: 'FREE' | 'MANUAL' | 'PAID';
  startOffsetDays: number;
  endOffsetDays: number | null;
}

export interface DemoCompany {
  name: string;
  alias: string;
  description: string;
  website: string;
  emailDomain: string;
  roleId: number;
  status: CompanyStatus;
  active: boolean;
  hqCountry: string;
  hqState: string | null;
  hqCity: string;
  employeesBand: EmployeesBand;
  minorityOwned: boolean;
  womenOwned: boolean;
  disabilityOwned: boolean;
  auditedByFda: boolean;
  references: ReferenceRef[];
  subscription: DemoSubscription | null;
  attributes: DemoAttributes;
}

const LOCATION_WEIGHTS = LOCATIONS.map((l) => [l, l[3]] as const);

/**
 * Generates the demo companies; pure given the PRNGs, so every machine gets the same list. `extras`
 * draws the attributes added later (site details, badges), and `rich` issue 13's complete profiles
 * (who is claimed, capabilities, description, looking-for), leaving `random`'s sequence, hence
 * every name, place and earlier attribute, unchanged.
 */
export function generateDemoCompanies(
  random: Random,
  reserved: { names: Set<string>; aliases: Set<string> },
  extras: Random,
  rich: Random,
): DemoCompany[] {
  const names = new Set(reserved.names);
  const aliases = new Set(reserved.aliases);
  const out: DemoCompany[] = [];
  for (const [roleIdText, count] of Object.entries(COMPANY_COUNTS)) {
    const roleId = Number(roleIdText);
    for (let i = 0; i < count; i += 1) {
      const name = uniqueName(random, roleId, (candidate) => names.has(candidate) || aliases.has(slugify(candidate)));
      const alias = slugify(name);
      names.add(name);
      aliases.add(alias);
      out.push(buildCompany(random, extras, rich, roleId, name, alias));
    }
  }
  return out;
}

function uniqueName(random: Random, roleId: number, isTaken: (name: string) => boolean): string {
  const parts = NAME_PARTS[roleId];
  if (!parts) throw new Error(`No name parts for role ${roleId}`);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const name = `${random.pick(parts.stems)} ${random.pick(parts.suffixes)}`;
    if (!isTaken(name)) return name;
  }
  // Crowded combinations get a regional qualifier rather than a number, to stay realistic.
  for (const qualifier of ['Europe', 'Americas', 'Asia', 'International', 'Global', 'Group', 'Holdings']) {
    const name = `${random.pick(parts.stems)} ${random.pick(parts.suffixes)} ${qualifier}`;
    if (!isTaken(name)) return name;
  }
  throw new Error('Could not find a free demo company name');
}

/** The e2e claim test (e2e/tests/company-claim.spec.ts) claims these, so they stay unclaimed. */
const KEEP_UNCLAIMED = new Set(['aquila-biosciences']);

/**
 * Issue 13: most listed companies are claimed, so they have members and complete profiles; about a
 * fifth stay unclaimed (APPROVED) and a few newly registered (NEW), as on a live directory.
 */
function promoted(rich: Random, status: CompanyStatus, alias: string): CompanyStatus {
  if (status === 'CLAIMED' || KEEP_UNCLAIMED.has(alias)) return status;
  return rich.chance(status === 'APPROVED' ? 0.67 : 0.45) ? 'CLAIMED' : status;
}

function buildCompany(
  random: Random,
  extras: Random,
  rich: Random,
  roleId: number,
  name: string,
  alias: string,
): DemoCompany {
  const base = baseCompany(random, roleId, name, alias);
  const roleType = ROLE_TYPE_BY_ID[roleId] ?? 'Vendor';
  const status = promoted(rich, base.status, alias);
  const subscription =
    base.subscription ?? (status === 'CLAIMED' ? demoSubscription(rich, roleId, base.employeesBand, name) : null);
  const attributes = demoAttributes(extras, roleType, name, status);
  const profile = profileOf(rich, {
    roleId,
    name,
    hqCountry: base.hqCountry,
    city: base.hqCity,
    band: base.employeesBand,
    siteType: attributes.siteType,
    claimed: status === 'CLAIMED',
  });
  return {
    ...base,
    status,
    subscription,
    description: profile.description,
    references: profile.references,
    attributes: { ...attributes, patientCareSettings: profile.patientCareSettings, lookingFor: profile.lookingFor },
  };
}

/**
 * The company as issue 2 drew it, draw for draw, so names, places, sizes and subscriptions stay the
 * same on every machine and as before; issue 13's profile then replaces its references and text.
 */
function baseCompany(random: Random, roleId: number, name: string, alias: string): Omit<DemoCompany, 'attributes'> {
  const roleType = ROLE_TYPE_BY_ID[roleId] ?? 'Vendor';
  // One draw whatever the name, so every company after this one stays as it was.
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
  const domain = `${alias.replace(/-/g, '')}.example`;
  const references = pickReferences(random, roleId);
  return {
    name,
    alias,
    description: describeCompany(random, roleType, name, hqCity, references),
    website: `https://www.${domain}`,
    emailDomain: domain,
    roleId,
    status,
    active: !random.chance(0.01),
    hqCountry,
    hqState,
    hqCity,
    employeesBand,
    minorityOwned: random.chance(0.08),
    womenOwned: random.chance(0.12),
    disabilityOwned: random.chance(0.03),
    auditedByFda: roleType === 'Site' || roleType === 'Sponsor' ? random.chance(0.4) : false,
    references,
    subscription: status === 'CLAIMED' ? demoSubscription(random, roleId, employeesBand, name) : null,
  };
}

function typeCodeFor(random: Random, roleId: number, band: EmployeesBand, name: string): string | null {
  const size = band.toLowerCase() as 'small' | 'mid' | 'large';
  switch (roleId) {
    case 1: {
      // A sponsor team buys the plan of its size (the catalog offers no other). The first draw
      // is kept so that every company generated after this one stays as it was.
      const individual = !random.chance(0.3) && band === 'SMALL' && random.chance(0.3);
      return individual ? 'innovator_sponsor_individual' : `innovator_sponsor_team_${size}`;
    }
    case 2:
      return name.includes('Network') || band === 'LARGE' ? 'innovator_site_network' : 'innovator_site';
    case 3:
    case 4:
      return `innovator_cro_technology_service_provider_${size}`;
    case 5:
      return 'innovator_non_profit';
    case 6:
      return 'innovator_patients_advocacy';
    default:
      return null; // Investors have no Innovator type (spec §6): Explorer only.
  }
}

function demoSubscription(random: Random, roleId: number, band: EmployeesBand, name: string): DemoSubscription | null {
  const typeCode = typeCodeFor(random, roleId, band, name);
  const explorer: DemoSubscription = {
    plan: 'EXPLORER',
    status: 'ACTIVE',
    period: null,
    typeCode: null,
    paymentType: 'FREE',
    startOffsetDays: -random.int(10, 400),
    endOffsetDays: null,
  };
  if (typeCode === null) return random.chance(0.8) ? explorer : null;
  const free = typeCode === 'innovator_patients_advocacy';
  const kind = random.weighted<string>([
    ['active', 40],
    ['trialing', 10],
    ['pastDue', 5],
    ['ended', 10],
    ['explorer', 25],
    ['none', 10],
  ]);
  const period: Period = random.chance(0.6) ? 'YEAR' : 'MONTH';
  const periodDays = period === 'YEAR' ? 365 : 30;
  const paymentType = free ? 'FREE' : random.chance(0.85) ? 'PAID' : 'MANUAL';
  switch (kind) {
    case 'active': {
      const start = -random.int(1, periodDays - 1);
      return {
        plan: 'INNOVATOR',
        status: 'ACTIVE',
        period,
        typeCode,
        paymentType,
        startOffsetDays: start,
        endOffsetDays: start + periodDays,
      };
    }
    case 'trialing': {
      const end = random.int(1, 179);
      return {
        plan: 'INNOVATOR',
        status: 'TRIALING',
        period: null,
        typeCode,
        paymentType: 'FREE',
        startOffsetDays: end - 180,
        endOffsetDays: end,
      };
    }
    case 'pastDue': {
      const start = -random.int(1, 14);
      return {
        plan: 'INNOVATOR',
        status: 'PAST_DUE',
        period: 'MONTH',
        typeCode,
        paymentType,
        startOffsetDays: start,
        endOffsetDays: start + 30,
      };
    }
    case 'ended': {
      const end = -random.int(1, 200);
      return {
        plan: 'INNOVATOR',
        status: 'ENDED',
        period,
        typeCode,
        paymentType,
        startOffsetDays: end - periodDays,
        endOffsetDays: end,
      };
    }
    case 'explorer':
      return explorer;
    default:
      return null;
  }
}
