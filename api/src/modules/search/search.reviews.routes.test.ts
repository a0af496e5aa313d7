import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/index.js';
import { TEST_NOW } from '../../testing/index.js';
import { touchCompaniesForSearch } from '../company/index.js';
import { addContractedPartner } from '../partner/index.js';
import { createSearchTestApp, names, type SearchBody, searchSetups } from './search.testing.js';

const review = (stars: number) => ({
  quality: stars,
  timeliness: stars,
  communication: stars,
  value: stars,
  title: 'Worked with them',
  body: 'A study together, reviewed for search tests.',
});

describe.each(searchSetups(import.meta.url))(
  'GET /v1/companies/search by rating and verified claims (%s, %s index)',
  (kind, index) => {
    let t: TestApp;
    let ids: Record<string, number>;
    let search: (query: string, token?: string) => Promise<SearchBody>;
    const reviewers = ['sponsor.admin@demo.test', 'sponsor.nointerests@demo.test', 'site.admin@demo.test'];

    beforeAll(async () => {
      ({ t, ids, search } = await createSearchTestApp(kind, index));
    });
    afterAll(async () => t.close());

    const companyOf = async (email: string): Promise<number> => {
      const result = (await t.database.db.execute(
        sql`SELECT company_id FROM users WHERE email = ${email}`,
      )) as unknown as {
        rows: { company_id: number }[];
      };
      return result.rows[0]?.company_id ?? 0;
    };
    const write = async (email: string, company: string, stars: number) => {
      const companyId = ids[company] as number;
      await addContractedPartner(t.database.db, await companyOf(email), companyId, TEST_NOW);
      const res = await t.request({
        method: 'POST',
        url: `/v1/companies/${companyId}/reviews`,
        token: t.tokenFor(email),
        payload: review(stars),
      });
      expect(res.statusCode, res.body).toBe(200);
    };

    it('sorts by rating (ties by count, then name; no reviews last) and filters by a minimum, after each review', async () => {
      // Searched before any review: the in-memory index must learn of the reviews that follow.
      expect(names(await search('searchString=zyphora&sort=rating&minRating=1'))).toEqual([]);
      await write(reviewers[0] as string, 'Zyphora Ventures', 4);
      await write(reviewers[0] as string, 'Zyphora Data Labs', 5);
      await write(reviewers[1] as string, 'Zyphora Ventures', 4);
      await write(reviewers[0] as string, 'Zyphora Therapeutics', 4);
      await write(reviewers[2] as string, 'Zyphora Oncology Sites', 2);
      expect(names(await search('searchString=zyphora&sort=rating'))).toEqual([
        'Zyphora Data Labs',
        'Zyphora Ventures',
        'Zyphora Therapeutics',
        'Zyphora Oncology Sites',
        'Zyphora Monitoring CRO',
      ]);
      expect(names(await search('searchString=zyphora&sort=rating,ASC&minRating=4'))).toEqual([
        'Zyphora Data Labs',
        'Zyphora Ventures',
        'Zyphora Therapeutics',
      ]);
      const bad = await t.request({ url: '/v1/companies/search?minRating=6' });
      expect(bad.statusCode).toBe(400);
    });

    it('filters on verified claims: the claim made and its latest decided evidence VERIFIED', async () => {
      const db = t.database.db;
      const [a, b, c] = ['Zyphora Data Labs', 'Zyphora Ventures', 'Zyphora Therapeutics'].map((n) => ids[n] as number);
      await db.execute(sql`UPDATE companies SET minority_owned = true WHERE id IN (${a}, ${b})`);
      const evidence = (companyId: number, status: string, hoursAgo: number) =>
        db.execute(sql`INSERT INTO claim_evidence (company_id, claim, status, submitted_at, reviewed_at)
        VALUES (${companyId}, 'MINORITY_OWNED', ${status}, ${TEST_NOW.toISOString()}::timestamptz,
          ${TEST_NOW.toISOString()}::timestamptz - ${hoursAgo} * interval '1 hour')`);
      await evidence(a as number, 'VERIFIED', 2);
      await evidence(b as number, 'VERIFIED', 3);
      await evidence(b as number, 'REJECTED', 1); // The latest decision.
      await evidence(c as number, 'VERIFIED', 1); // Verified, but the company does not make the claim.
      await touchCompaniesForSearch(db, [a, b, c] as number[]);
      expect(names(await search('searchString=zyphora&verifiedClaims=MINORITY_OWNED'))).toEqual(['Zyphora Data Labs']);
      // Made but unverified claims still match the plain flag (the fixtures' Oncology Sites makes it too).
      expect(names(await search('searchString=zyphora&minorityOwned=true&sort=name'))).toEqual([
        'Zyphora Data Labs',
        'Zyphora Oncology Sites',
        'Zyphora Ventures',
      ]);
      await evidence(b as number, 'VERIFIED', 0);
      await touchCompaniesForSearch(db, [b as number]);
      expect(names(await search('searchString=zyphora&verifiedClaims=MINORITY_OWNED&sort=name'))).toEqual([
        'Zyphora Data Labs',
        'Zyphora Ventures',
      ]);
      expect(
        names(await search('searchString=zyphora&verifiedClaims=MINORITY_OWNED&verifiedClaims=WOMEN_OWNED')),
      ).toEqual([]);
    });
  },
);
