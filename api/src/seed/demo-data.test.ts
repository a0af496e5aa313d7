import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { titleShape } from '../modules/capability/index.js';
import { PERSONA_COMPANIES } from '../modules/company/index.js';
import { createTestApp, type TestApp } from '../testing/index.js';
import { indefiniteArticle } from './english.js';

// Issue 26 (6): the demo data reads as real. What a visitor meets first (the first page of
// capability alerts, request titles) and what the profiles say must not give away a template.

const rows = async <T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** "a" and "an" before the words that follow them, wherever the seed wrote one wrong. */
const wrongArticles = (text: string): string[] =>
  [...text.matchAll(/(?<=^|\s)(a|an) ([\w-]+)/g)]
    .filter(([, article, word]) => article !== indefiniteArticle(word ?? ''))
    .map(([phrase]) => phrase);

describe('the demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
  });
  afterAll(async () => t?.close());

  it('opens /capability with 20 different announcements, none titled with its company', async () => {
    const res = await t.request({ url: '/v1/capability-alerts?page=0&size=20' });
    const alerts = res.json<{ content: { title: string; company: { name: string } }[] }>().content;
    expect(alerts).toHaveLength(20);
    expect(new Set(alerts.map((a) => titleShape(a.title))).size).toBe(20);
    for (const alert of alerts) expect(alert.title, alert.title).not.toContain(alert.company.name);
  });

  it('titles requests with neither a company nor a person, nor brackets', async () => {
    const titles = await rows<{ title: string }>(t, sql`SELECT title FROM requests`);
    expect(titles.length).toBeGreaterThan(100);
    for (const { title } of titles) expect(title).not.toMatch(/[()[\]]/);
    const named = await rows<{ title: string; name: string }>(
      t,
      sql`SELECT r.title, c.name FROM requests r JOIN companies c ON strpos(lower(r.title), lower(c.name)) > 0
          UNION ALL
          SELECT r.title, u.first_name || ' ' || u.last_name FROM requests r
          JOIN users u ON strpos(lower(r.title), lower(u.first_name || ' ' || u.last_name)) > 0`,
    );
    expect(named).toEqual([]);
  });

  it('has responses on most published requests, from companies other than the poster, as the outcome says', async () => {
    const [counts] = await rows<{ published: number; answered: number; own: number; awards: number }>(
      t,
      sql`SELECT count(*)::int AS published,
            count(*) FILTER (WHERE EXISTS (SELECT 1 FROM request_responses x WHERE x.request_id = r.id))::int AS answered,
            (SELECT count(*) FROM request_responses x JOIN requests q ON q.id = x.request_id WHERE x.company_id = q.company_id)::int AS own,
            count(*) FILTER (WHERE r.status = 'AWARDED' AND (SELECT count(*) FROM request_responses x
              WHERE x.request_id = r.id AND x.status = 'AWARDED') <> 1)::int AS awards
          FROM requests r WHERE r.published_at IS NOT NULL`,
    );
    expect(counts?.answered ?? 0).toBeGreaterThanOrEqual(0.6 * (counts?.published ?? 1));
    expect(counts?.own).toBe(0);
    // An awarded request has exactly one winner; only awarded requests have winners or losers.
    expect(counts?.awards).toBe(0);
    const [misplaced] = await rows<{ n: number }>(
      t,
      sql`SELECT count(*)::int AS n FROM request_responses x JOIN requests r ON r.id = x.request_id
          WHERE x.status IN ('AWARDED', 'NOT_AWARDED') AND r.status <> 'AWARDED'`,
    );
    expect(misplaced?.n).toBe(0);
  });

  it('writes "an" before a vowel sound in what it generates', async () => {
    const texts = await rows<{ text: string }>(
      t,
      sql`SELECT description AS text FROM companies WHERE description IS NOT NULL
          UNION ALL SELECT title || ' ' || description FROM capability_alerts
          UNION ALL SELECT title || ' ' || description FROM requests
          UNION ALL SELECT message FROM request_responses`,
    );
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.flatMap(({ text }) => text.match(/\ba [AEIOU]\w*/g) ?? [])).toEqual([]);
    expect(texts.flatMap(({ text }) => wrongArticles(text))).toEqual([]);
  });

  it('describes each generated company in its own city, and names it where its name says it is', async () => {
    const companies = await rows<{ name: string; city: string; state: string | null; description: string }>(
      t,
      sql`SELECT name, hq_city AS city, hq_state AS state, description FROM companies ORDER BY id`,
    );
    const cities = [...new Set(companies.map((c) => c.city))];
    const personas = new Set(PERSONA_COMPANIES.map((c) => c.name));
    for (const c of companies.filter((x) => !personas.has(x.name))) {
      const text = c.description.replaceAll(c.name, '').replaceAll(c.city, '');
      const others = cities.filter((city) => city !== c.city && new RegExp(`\\b${city}\\b`).test(text));
      expect(others, `${c.name} (${c.city}): ${c.description}`).toEqual([]);
      if (c.name.includes('Gulf Coast')) expect(['TX', 'FL', 'LA'], c.name).toContain(c.state);
      if (c.name.includes('Great Lakes')) expect(['IL', 'OH', 'MI', 'ON'], c.name).toContain(c.state);
    }
  });
});
