import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../../clock.js';
import { limitErrors } from '../company.limits.js';
import type { CompanyRoleType } from '../company.table.js';
import { createTestDatabase, type TestDatabase, TEST_NOW } from '../../../testing/index.js';
import { LOCATIONS } from './places.data.js';
import { buildDemoCompanies } from './demo-companies.seed.js';
import { hqRegions } from './demo-regions.js';
import { PERSONA_COMPANIES } from './persona-companies.js';
import { PERSONA_REFERENCES } from './persona-profiles.js';
import { REFERENCE_NAMES, type ReferenceRef } from '../../reference/index.js';
import { indefiniteArticle } from '../../../seed/english.js';
import { runSeed } from '../../../seed/seed.js';

const KNOWN = new Set([
  ...REFERENCE_NAMES.services,
  ...REFERENCE_NAMES.products,
  ...REFERENCE_NAMES.regions,
  ...REFERENCE_NAMES.therapeuticAreas,
  ...REFERENCE_NAMES.modalities,
  ...REFERENCE_NAMES.keyServices,
  ...REFERENCE_NAMES.series,
  ...[...REFERENCE_NAMES.indicationsByArea.values()].flat(),
]);
const ofKind = (refs: readonly ReferenceRef[], kind: string): string[] =>
  refs.filter((r) => r.kind === kind).map((r) => r.name);
const sentences = (text: string): number => text.split(/[.!?](\s|$)/).filter((s) => s.trim().length > 0).length;

describe('demo profiles (generator)', () => {
  const demo = buildDemoCompanies();

  it('claims most companies and leaves about a fifth unclaimed, as a live directory would', () => {
    const share = (status: string) => demo.filter((c) => c.status === status).length / demo.length;
    expect(share('CLAIMED')).toBeGreaterThan(0.65);
    expect(share('APPROVED')).toBeGreaterThanOrEqual(0.15);
    expect(share('APPROVED')).toBeLessThanOrEqual(0.25);
    // The e2e claim test claims this one.
    expect(demo.find((c) => c.alias === 'aquila-biosciences')?.status).toBe('APPROVED');
  });

  it('writes descriptions of two or three sentences that name the company and leave nothing unfilled', () => {
    for (const c of demo) {
      expect(c.description, c.name).toContain(c.name);
      expect(sentences(c.description), c.description).toBeGreaterThanOrEqual(2);
      expect(c.description, c.name).not.toMatch(/undefined|NaN|\bnull\b|\s{2}|\s[,.]/);
      // "a oncology ...", "a Amsterdam-based ..." read wrong: every article agrees with the word after it.
      for (const [, article, word] of c.description.matchAll(/(?<=^|\s)(a|an) ([\w-]+)/g))
        expect(`${article} ${word}`, c.name).toBe(`${indefiniteArticle(word ?? '')} ${word}`);
    }
  });

  it('places each company in its own region, and a site only there unless it is a network', () => {
    for (const [country] of LOCATIONS) expect(hqRegions(country)).toHaveLength(2);
    for (const c of demo) {
      const regions = ofKind(c.references, 'REGIONS');
      expect(regions, c.name).toEqual(expect.arrayContaining(hqRegions(c.hqCountry)));
      if (c.roleId === 2 && c.attributes.siteType !== 'SITE_NETWORK') expect(regions).toEqual(hqRegions(c.hqCountry));
    }
  });

  it('lists what a sponsor develops, never services or products (e2e compare.spec.ts relies on it)', () => {
    for (const c of demo.filter((d) => d.roleId === 1)) {
      expect(ofKind(c.references, 'SERVICES').concat(ofKind(c.references, 'PRODUCTS')), c.name).toEqual([]);
    }
    expect(ofKind(PERSONA_REFERENCES.lakeshore ?? [], 'PRODUCTS')).toEqual([]);
  });

  it('gives looking-for lists to claimed companies only, of the four kinds, from the reference data', () => {
    const kinds = new Set(['SERVICES', 'PRODUCTS', 'THERAPEUTIC_AREAS', 'REGIONS']);
    for (const c of demo) {
      const list = c.attributes.lookingFor;
      if (c.status !== 'CLAIMED') expect(list).toBeNull();
      if (!list) continue;
      expect(list.items.length).toBeGreaterThanOrEqual(2);
      expect(list.items.every((i) => kinds.has(i.kind) && KNOWN.has(i.name))).toBe(true);
      expect(list.note?.length ?? 0).toBeLessThanOrEqual(300);
    }
  });

  it('spells out every persona company with known values within the limits', () => {
    for (const c of PERSONA_COMPANIES) {
      const refs = PERSONA_REFERENCES[c.key] ?? [];
      expect(
        refs.every((r) => KNOWN.has(r.name)),
        c.name,
      ).toBe(true);
      expect(ofKind(refs, 'THERAPEUTIC_AREAS').length, c.name).toBeGreaterThan(0);
      expect(ofKind(refs, 'REGIONS').length, c.name).toBeGreaterThan(0);
      const ids = (kind: string) => ofKind(refs, kind).map((_, index) => index);
      const lists = {
        serviceIds: ids('SERVICES'),
        productIds: ids('PRODUCTS'),
        therapeuticAreaIds: ids('THERAPEUTIC_AREAS'),
        keyServiceIds: ids('COMPANY_KEY_SERVICES'),
      };
      expect(limitErrors(c.roleType, lists), c.name).toEqual([]);
      expect(sentences(c.description), c.name).toBeGreaterThanOrEqual(2);
    }
  });
});

interface ProfileRow {
  name: string;
  type: CompanyRoleType;
  description: string;
  shown: number;
  services: number;
  products: number;
  areas: number;
  indications: number;
  modalities: number;
  regions: number;
  series: number;
  looking_for: boolean;
}

/** The capabilities a profile of each type must show to be worth opening. */
const FITS: Record<CompanyRoleType, (p: ProfileRow) => boolean> = {
  Sponsor: (p) => p.indications > 0 && p.modalities > 0,
  Site: (p) => p.indications > 0 && p.services > 0,
  Vendor: (p) => p.services + p.products >= 2,
  Nonprofit: (p) => p.services > 0,
  PatientsAdvocacy: (p) => p.services > 0 && p.indications > 0,
  Investor: (p) => p.series > 0 && p.modalities > 0,
};
const complete = (p: ProfileRow): boolean =>
  p.shown > 0 && p.areas > 0 && p.regions > 0 && p.looking_for && sentences(p.description) >= 2 && FITS[p.type](p);

describe('demo profiles (seeded)', () => {
  let database: TestDatabase;
  let claimed: ProfileRow[];
  beforeAll(async () => {
    database = await createTestDatabase();
    await runSeed(database.db, { mode: 'demo', clock: createFixedClock(TEST_NOW) });
    // What another company sees: active, approved, unmasked people; published lists only.
    const result = (await database.db.execute(sql`
      SELECT c.name, r.type, coalesce(c.description, '') AS description,
        (SELECT count(*) FROM users u WHERE u.company_id = c.id AND u.active AND NOT u.masked AND u.approval_status = 'APPROVED')::int AS shown,
        count(*) FILTER (WHERE ri.kind = 'SERVICES')::int AS services,
        count(*) FILTER (WHERE ri.kind = 'PRODUCTS')::int AS products,
        count(*) FILTER (WHERE ri.kind = 'THERAPEUTIC_AREAS')::int AS areas,
        count(*) FILTER (WHERE ri.kind = 'INDICATIONS')::int AS indications,
        count(*) FILTER (WHERE ri.kind = 'MODALITIES')::int AS modalities,
        count(*) FILTER (WHERE ri.kind = 'REGIONS')::int AS regions,
        count(*) FILTER (WHERE ri.kind = 'SERIES')::int AS series,
        EXISTS (SELECT 1 FROM looking_for_items l WHERE l.company_id = c.id AND l.published) AS looking_for
      FROM companies c
      JOIN company_roles r ON r.id = c.role_id
      LEFT JOIN company_reference_items cri ON cri.company_id = c.id
      LEFT JOIN reference_items ri ON ri.id = cri.reference_item_id
      WHERE c.status = 'CLAIMED' AND c.active
      GROUP BY c.id, r.type
      ORDER BY c.id`)) as unknown as { rows: ProfileRow[] };
    claimed = result.rows;
  });
  afterAll(async () => database?.dispose());

  it('fills most claimed profiles: members, capabilities of their type, areas, regions, a published looking-for list', () => {
    expect(claimed.length).toBeGreaterThan(600);
    expect(claimed.filter(complete).length / claimed.length).toBeGreaterThanOrEqual(0.75);
    expect(claimed.filter((p) => p.shown >= 2).length / claimed.length).toBeGreaterThanOrEqual(0.75);
    for (const type of Object.keys(FITS) as CompanyRoleType[]) {
      const ofType = claimed.filter((p) => p.type === type);
      expect(ofType.filter(complete).length / ofType.length, type).toBeGreaterThanOrEqual(0.6);
    }
  });

  it("completes every persona company's profile, with several people", () => {
    const personas = PERSONA_COMPANIES.filter((c) => c.status === 'CLAIMED' && c.active);
    for (const persona of personas) {
      const profile = claimed.find((p) => p.name === persona.name);
      expect(profile, persona.name).toBeDefined();
      if (!profile) continue;
      expect(profile.shown, persona.name).toBeGreaterThanOrEqual(3);
      // Meridian's list stays unpublished: tests show it to Meridian's own people only.
      const ok = complete({ ...profile, looking_for: profile.looking_for || persona.key === 'meridian' });
      expect(ok, persona.name).toBe(true);
    }
  });
});
