import { REFERENCE_NAMES } from '../../reference/index.js';

/** The region (root) and its most specific value for each headquarters country of places.data.ts. */
const HQ_REGION: Readonly<Record<string, readonly [root: string, detail: string]>> = {
  US: ['North America', 'United States'],
  CA: ['North America', 'Canada'],
  MX: ['North America', 'Mexico'],
  GB: ['Europe', 'United Kingdom'],
  DE: ['Europe', 'Germany'],
  FR: ['Europe', 'France'],
  ES: ['Europe', 'Spain'],
  IT: ['Europe', 'Italy'],
  PL: ['Europe', 'Poland'],
  CH: ['Europe', 'Western Europe'],
  NL: ['Europe', 'Western Europe'],
  BE: ['Europe', 'Western Europe'],
  IE: ['Europe', 'Western Europe'],
  DK: ['Europe', 'Nordics'],
  SE: ['Europe', 'Nordics'],
  CZ: ['Europe', 'Central & Eastern Europe'],
  HU: ['Europe', 'Central & Eastern Europe'],
  IL: ['Middle East & Africa', 'Israel'],
  TR: ['Middle East & Africa', 'Turkey'],
  ZA: ['Middle East & Africa', 'South Africa'],
  IN: ['Asia-Pacific', 'India'],
  CN: ['Asia-Pacific', 'China'],
  JP: ['Asia-Pacific', 'Japan'],
  KR: ['Asia-Pacific', 'South Korea'],
  SG: ['Asia-Pacific', 'Southeast Asia'],
  AU: ['Asia-Pacific', 'Australia'],
  BR: ['Latin America', 'Brazil'],
  AR: ['Latin America', 'Argentina'],
};

/** Where a company headquartered in `country` works first: its region and, within it, its country. */
export function hqRegions(country: string): string[] {
  const found = HQ_REGION[country];
  if (!found) throw new Error(`No region for headquarters country ${country}`);
  const [root, detail] = found;
  if (!REFERENCE_NAMES.regionChildren.get(root)?.includes(detail)) throw new Error(`${detail} is not in ${root}`);
  return [root, detail];
}
