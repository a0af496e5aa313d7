import { describe, expect, it } from 'vitest';
import { REFERENCE_NAMES } from '../../reference/index.js';
import { limitErrors } from '../company.limits.js';
import { ROLE_TYPE_BY_ID } from './company-words.data.js';
import { buildDemoCompanies } from './demo-companies.seed.js';
import { PERSONA_COMPANIES } from './persona-companies.js';

describe('demo company generator', () => {
  const demo = buildDemoCompanies();

  it('produces the same 1,000 companies on every run', () => {
    expect(buildDemoCompanies()).toEqual(demo);
    expect(demo).toHaveLength(1000);
  });

  it('gives unique names and URL-safe unique aliases, avoiding persona companies', () => {
    expect(new Set(demo.map((c) => c.name)).size).toBe(1000);
    expect(new Set(demo.map((c) => c.alias)).size).toBe(1000);
    for (const c of demo) expect(c.alias).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const personaNames = new Set(PERSONA_COMPANIES.map((c) => c.name));
    expect(demo.some((c) => personaNames.has(c.name))).toBe(false);
  });

  it("covers every business type and status, with fitting reference items within spec §9's limits", () => {
    expect(new Set(demo.map((c) => c.roleId))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect(new Set(demo.map((c) => c.status))).toEqual(new Set(['APPROVED', 'CLAIMED', 'NEW']));
    // limitErrors counts ids; the generator names its items, so one number stands for each.
    const names = (c: (typeof demo)[number], kind: string) =>
      c.references.filter((r) => r.kind === kind).map((_, index) => index);
    for (const c of demo) {
      expect(c.references.length).toBeGreaterThanOrEqual(3);
      const lists = {
        serviceIds: names(c, 'SERVICES'),
        productIds: names(c, 'PRODUCTS'),
        therapeuticAreaIds: names(c, 'THERAPEUTIC_AREAS'),
        keyServiceIds: names(c, 'COMPANY_KEY_SERVICES'),
      };
      expect(limitErrors(ROLE_TYPE_BY_ID[c.roleId] ?? 'Vendor', lists), c.name).toEqual([]);
    }
    const vendors = demo.filter((c) => c.roleId === 3);
    expect(vendors.every((c) => c.references.some((r) => r.kind === 'SERVICES'))).toBe(true);
    const investors = demo.filter((c) => c.roleId === 7);
    expect(investors.every((c) => c.references.some((r) => r.kind === 'SERIES'))).toBe(true);
    const sites = demo.filter((c) => c.roleId === 2);
    expect(sites.every((c) => c.references.some((r) => r.kind === 'THERAPEUTIC_AREAS'))).toBe(true);
    const known = new Set([
      ...REFERENCE_NAMES.services,
      ...REFERENCE_NAMES.products,
      ...REFERENCE_NAMES.regions,
      ...REFERENCE_NAMES.therapeuticAreas,
      ...REFERENCE_NAMES.modalities,
      ...REFERENCE_NAMES.keyServices,
      ...REFERENCE_NAMES.series,
      ...[...REFERENCE_NAMES.indicationsByArea.values()].flat(),
    ]);
    expect(demo.flatMap((c) => c.references).every((r) => known.has(r.name))).toBe(true);
  });

  it('subscribes claimed companies only, in varied states', () => {
    expect(demo.filter((c) => c.status !== 'CLAIMED').every((c) => c.subscription === null)).toBe(true);
    const states = new Set(
      demo.flatMap((c) => (c.subscription ? [`${c.subscription.plan}/${c.subscription.status}`] : [])),
    );
    expect(states).toEqual(
      new Set(['INNOVATOR/ACTIVE', 'INNOVATOR/TRIALING', 'INNOVATOR/PAST_DUE', 'INNOVATOR/ENDED', 'EXPLORER/ACTIVE']),
    );
  });
});
