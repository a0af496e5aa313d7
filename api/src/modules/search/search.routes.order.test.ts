import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/index.js';
import { createSearchTestApp, names, type SearchBody, searchSetups } from './search.testing.js';

describe.each(searchSetups(import.meta.url))(
  'GET /v1/companies/search sorts, pages and partners (%s, %s index)',
  (kind, index) => {
    let t: TestApp;
    let ids: Record<string, number>;
    let search: (query: string, token?: string) => Promise<SearchBody>;

    beforeAll(async () => {
      ({ t, ids, search } = await createSearchTestApp(kind, index));
    });
    afterAll(async () => t.close());

    it('sorts alphabetically both ways, by creation and by last update, ties by id', async () => {
      const sorted = [
        'Zyphora Data Labs',
        'Zyphora Monitoring CRO',
        'Zyphora Oncology Sites',
        'Zyphora Therapeutics',
        'Zyphora Ventures',
      ];
      expect(names(await search('searchString=zyphora&sort=name,ASC'))).toEqual(sorted);
      expect(names(await search('searchString=zyphora&sort=name,DESC'))).toEqual([...sorted].reverse());
      // Newest first to the millisecond; companies created in the same millisecond by id, ascending
      // (search.postgres.ts orderOf). The fixtures are inserted in one go, so such ties happen.
      const body = await search('searchString=zyphora&sort=createdAt,DESC');
      const created = body.content.map((r) => ({ name: r.company.name, at: Date.parse(r.company.createdAt) }));
      expect(created.every((c) => Number.isFinite(c.at))).toBe(true);
      const expected = [...created].sort((a, b) => b.at - a.at || (ids[a.name] ?? 0) - (ids[b.name] ?? 0));
      expect(created.map((c) => c.name)).toEqual(expected.map((c) => c.name));
    });

    it('pages with zero-based pages and reports the totals', async () => {
      const pages = await Promise.all(
        [0, 1, 2].map((page) => search(`searchString=zyphora&sort=name,ASC&size=2&page=${page}`)),
      );
      expect(pages.map((p) => names(p))).toEqual([
        ['Zyphora Data Labs', 'Zyphora Monitoring CRO'],
        ['Zyphora Oncology Sites', 'Zyphora Therapeutics'],
        ['Zyphora Ventures'],
      ]);
      expect(pages[0]).toMatchObject({ totalElements: 5, totalPages: 3, size: 2 });
    });

    it("includes, excludes or keeps only the caller's contracted partners", async () => {
      const token = t.tokenFor('sponsor.admin@demo.test');
      const only = await search('contractedPartners=ONLY_PARTNERS&sort=name,ASC', token);
      expect(names(only)).toEqual(['Lakeshore Research Institute', 'Meridian Clinical Research']);
      expect(only.content.every((r) => r.company.isContractedPartner)).toBe(true);
      const excluded = await search('contractedPartners=EXCLUDE&size=50', token);
      expect(names(excluded)).not.toContain('Meridian Clinical Research');
      expect(names(excluded)).toContain('Helixa Biotherapeutics');
      expect(excluded.content.find((r) => r.company.name === 'Helixa Biotherapeutics')?.company.canEdit).toBe(true);
      // Signed out there are no partners to apply.
      expect((await search('contractedPartners=ONLY_PARTNERS')).totalElements).toBe(excluded.totalElements + 2);
    });
  },
);
