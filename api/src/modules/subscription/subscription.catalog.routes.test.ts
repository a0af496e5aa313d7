import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { COMPARE_CAPACITY, EXPLORER_COMPARE_CAPACITY } from '../compare/index.js';
import { EXPLORER_MONTHLY_REACH_OUTS } from '../messaging/index.js';
import { EXPLORER_MONTHLY_RESPONSES } from '../proposals/index.js';
import { getAs } from './subscription.testing.js';

interface Option {
  code: string;
  interval: string;
  name: string;
  description: string;
}

describe.each(testDatabaseKinds(import.meta.url))('one name per plan, from the catalog (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t.close());

  const options = async (query: string) =>
    (await t.request({ url: `/v1/subscriptions/options?${query}` })).json<Option[]>();

  it('publishes what each tier includes and holds back, with the compare and reach-out limits the api enforces', async () => {
    const res = await t.request({ url: '/v1/subscriptions/catalog' });
    expect(res.statusCode).toBe(200);
    const { explorer, innovator } = res.json();
    expect(explorer).toMatchObject({ plan: 'EXPLORER', name: 'Explorer' });
    expect(explorer.includes).toContain(
      `Side-by-side comparison of up to ${EXPLORER_COMPARE_CAPACITY} companies at a time`,
    );
    expect(explorer.includes).toContain(
      `Messages: ${EXPLORER_MONTHLY_REACH_OUTS} new conversations a month per member, replies without limit`,
    );
    const todaysLimits = [
      `Compares up to ${EXPLORER_COMPARE_CAPACITY} companies at a time; Innovator compares up to ${COMPARE_CAPACITY}.`,
      `Starts up to ${EXPLORER_MONTHLY_REACH_OUTS} new conversations a month per member; Innovator starts as many as you need.`,
      `Responds to up to ${EXPLORER_MONTHLY_RESPONSES} requests a month per member and cannot post requests; Innovator posts requests and responds without a limit.`,
    ];
    expect(explorer.limits.filter((line: string) => todaysLimits.includes(line))).toEqual(todaysLimits);
    // Watchlists, saved searches and exports (issue 27) hold Explorer back too, each in its words.
    for (const limit of [/^Keeps 1 watchlist folder of 10 companies/, /^Keeps 1 saved search/, /^Exports no companies/])
      expect(explorer.limits).toContainEqual(expect.stringMatching(limit));
    expect(innovator).toMatchObject({ plan: 'INNOVATOR', name: 'Innovator', limits: [] });
    // Today's lines, in this order; a feature that arrives adds its own lines (its descriptor's
    // `plans`) without editing this test, and every line shown is one a module declares.
    const todays = [
      'Everything in Explorer',
      `Side-by-side comparison of up to ${COMPARE_CAPACITY} companies at a time`,
      'New conversations with any company, without a monthly limit',
      'Post requests, compare the responses side by side and award them',
      'Respond to requests without a monthly limit',
    ];
    expect(innovator.includes.filter((line: string) => todays.includes(line))).toEqual(todays);
    const declared = t.app.modules.flatMap((m) => m.plans ?? []).map((line) => line.text);
    for (const line of [...explorer.includes, ...explorer.limits, ...innovator.includes])
      expect(declared).toContain(line);
    // Only what is built is promised (README "What you can do now"): documents, reviews and partners are not yet.
    for (const text of [...explorer.includes, ...innovator.includes])
      expect(text).not.toMatch(/document|review|partner/i);
  });

  it('names every sponsor team code as spec §9 sells it, whatever band the company had', async () => {
    const teams = (await options('interval=YEAR')).filter((o) => o.code.startsWith('innovator_sponsor_team_'));
    expect(teams.map((o) => o.code).sort()).toEqual([
      'innovator_sponsor_team_large',
      'innovator_sponsor_team_mid',
      'innovator_sponsor_team_small',
      'innovator_sponsor_team_unlimited',
    ]);
    for (const team of teams) {
      expect(team.name).toBe('Innovator for sponsor teams (unlimited users)');
      expect(team.description).toBe('Full access for every member of a sponsor company, unlimited users.');
    }
  });

  it('names the subscription on my subscription, the dashboard and the history as the offerings do', async () => {
    const email = 'sponsor.admin@demo.test';
    const current = (await getAs(t, email, '/v1/subscriptions/users/current')).json();
    const details = (await getAs(t, email, '/v1/subscriptions/users/current/details')).json();
    const [offered] = await options(`code=${current.typeCode}&interval=YEAR`);
    expect(current.typeCode).toBe('innovator_sponsor_team_large');
    expect(current.name).toBe('Innovator for sponsor teams (unlimited users)');
    expect(details.name).toBe(offered?.name);
    expect(current.name).toBe(offered?.name);
    const history = (await getAs(t, email, '/v1/subscriptions/payments?page=0&size=10')).json();
    expect(history.content.length).toBeGreaterThan(0);
    // A charge a referral reward lowered names it after the plan (docs/rewards.md: Helixa's first year).
    for (const payment of history.content)
      expect(payment.description.replace(/ \(Referral reward: \d+% off\)$/, '')).toBe(`${offered?.name}, yearly`);
  });

  it('names Explorer by its tier', async () => {
    const current = (await getAs(t, 'site.admin@demo.test', '/v1/subscriptions/users/current')).json();
    expect(current).toMatchObject({ plan: 'EXPLORER', name: 'Explorer' });
  });
});
