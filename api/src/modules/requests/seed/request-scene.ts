import type { Random } from '../../../seed/prng.js';
import { type CompanyFacts, MODALITIES_BY_AREA } from '../../company/index.js';
import { REFERENCE_NAMES, type ReferenceRef } from '../../reference/index.js';
import type { InnovationStage, RequestKind, TrialPhase } from '../requests.table.js';

/** What one request is about, drawn once from the poster's own programmes and regions. */
export interface RequestScene {
  poster: CompanyFacts;
  random: Random;
  now: Date;
  area: string;
  indication: string | null;
  modality: string | null;
  /** The poster's region the request is for (a root or a country-level value). */
  region: string;
  /** ISO codes of the countries within `region` a site request names. */
  countries: string[];
  phase: TrialPhase;
}

/** A request's words and fields as its poster would fill the form (references by name). */
export interface RequestText {
  kind: RequestKind;
  title: string;
  description: string;
  references: ReferenceRef[];
  countries: string[];
  phases: TrialPhase[];
  numberOfSites: number | null;
  enrolmentTarget: number | null;
  /** Days from publication to the planned start (site requests). */
  startInDays: number | null;
  timeline: string | null;
  budget: [number, number] | null;
  problem: string | null;
  stage: InnovationStage | null;
}

/** One way of asking, for the posters and kinds it fits. */
export interface RequestTemplate {
  key: string;
  kind: RequestKind;
  fits: (scene: RequestScene) => boolean;
  write: (scene: RequestScene) => RequestText;
}

/** The countries a site request in a region names (codes of the countries table). */
const COUNTRIES_OF: Readonly<Record<string, readonly string[]>> = {
  'North America': ['US', 'CA', 'MX'],
  'United States': ['US'],
  Canada: ['CA'],
  Mexico: ['MX'],
  Europe: ['DE', 'FR', 'ES', 'IT', 'PL', 'GB', 'NL', 'BE', 'CZ', 'HU'],
  'Western Europe': ['NL', 'BE', 'FR', 'DE', 'AT', 'CH'],
  'Central & Eastern Europe': ['PL', 'CZ', 'HU', 'RO', 'BG', 'SK'],
  Nordics: ['DK', 'SE', 'NO', 'FI'],
  'United Kingdom': ['GB'],
  Germany: ['DE'],
  France: ['FR'],
  Spain: ['ES'],
  Italy: ['IT'],
  Poland: ['PL'],
  'Asia-Pacific': ['JP', 'KR', 'AU', 'TW', 'SG'],
  China: ['CN'],
  Japan: ['JP'],
  'South Korea': ['KR'],
  India: ['IN'],
  Australia: ['AU'],
  'Southeast Asia': ['SG', 'MY', 'TH', 'VN'],
  Taiwan: ['TW'],
  'Latin America': ['BR', 'AR', 'CO', 'CL', 'MX'],
  Brazil: ['BR'],
  Argentina: ['AR'],
  Colombia: ['CO'],
  Chile: ['CL'],
  Peru: ['PE'],
  'Middle East & Africa': ['IL', 'TR', 'ZA'],
  Israel: ['IL'],
  Turkey: ['TR'],
  'South Africa': ['ZA'],
  'Gulf States': ['AE', 'SA'],
  Egypt: ['EG'],
};

export const countriesIn = (region: string): readonly string[] => COUNTRIES_OF[region] ?? ['US'];

const PHASES: readonly (readonly [TrialPhase, number])[] = [
  ['PHASE_1', 2],
  ['PHASE_2', 4],
  ['PHASE_3', 3],
  ['PHASE_4', 1],
];

/** The scene of one request: an area the poster works in, one of its indications there, its regions. */
export function sceneOf(poster: CompanyFacts, random: Random, now: Date): RequestScene {
  const area = poster.therapeuticAreas.length > 0 ? random.pick(poster.therapeuticAreas) : 'Oncology';
  const inArea = poster.indications.filter((i) => REFERENCE_NAMES.indicationsByArea.get(area)?.includes(i));
  const known = REFERENCE_NAMES.indicationsByArea.get(area) ?? [];
  const indication = inArea.length > 0 ? random.pick(inArea) : known.length > 0 ? random.pick(known) : null;
  // A modality the poster develops in this area (no vaccine trials in leukaemia).
  const fitting = poster.modalities.filter((m) => MODALITIES_BY_AREA[area]?.includes(m));
  const region = poster.regions.length > 0 ? random.pick(poster.regions) : 'North America';
  const pool = countriesIn(region);
  return {
    poster,
    random,
    now,
    area,
    indication,
    modality: fitting.length > 0 ? random.pick(fitting) : null,
    region,
    countries: random.sample(pool, Math.min(pool.length, random.int(1, 4))),
    phase: random.weighted(PHASES),
  };
}

/** "Phase 2" as said; "Phase 2b" now and then, as protocols name them. */
export function phaseWord(scene: RequestScene): string {
  const n = scene.phase.slice(-1);
  return n === '2' && scene.random.chance(0.3)
    ? 'Phase 2b'
    : n === '1' && scene.random.chance(0.3)
      ? 'Phase 1b'
      : `Phase ${n}`;
}
