import type { Db } from '../../db/database.js';
import type { ModuleSeed, ScaleContext } from '../../seed/module-seed.js';
import { scaleWatchlistTotals, seedScaleWatchlists } from './seed/scale-watchlists.js';

const n = (value: number): string => value.toLocaleString('en');

async function seedScale(db: Db, watchers: number, entries: number, { now, log, started }: ScaleContext) {
  if (watchers === 0) return;
  log(`watchlists: ${n(watchers)} users with folders, ${n(entries)} entries`);
  const began = performance.now();
  const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
  const result = await seedScaleWatchlists(db, {
    watchers,
    entries,
    now,
    onProgress: (done, total, added) => {
      if (done % 5000 === 0 || done === total)
        log(`  ${n(done)} / ${n(total)} users, ${n(added)} entries added  (${seconds(started)} s)`);
    },
  });
  if (result.inserted === 0) {
    log(`all ${n(watchers)} watchlist users were already there`);
    return;
  }
  const totals = await scaleWatchlistTotals(db);
  log(
    `inserted ${n(result.inserted)} users with ${n(result.entries)} entries in ${seconds(began)} s; the database ` +
      `holds ${n(totals.folders)} folders, ${n(totals.entries)} entries, ${n(totals.shares)} shares`,
  );
}

/** No demo rows (the personas start with empty watchlists); the scale set's users, folders, entries and shares. */
export const watchlistSeed: ModuleSeed = {
  // Its users sit on the scale companies; it runs after the other scale sets, which take every
  // user of a company as their cast and would otherwise take these 20,000 too.
  after: ['company', 'user', 'messaging', 'requests'],
  scale: {
    options: {
      watchers: { default: 20_000, min: 0, max: 500_000 },
      entries: { default: 1_000_000, min: 0, max: 50_000_000 },
    },
    run: (db, { watchers = 0, entries = 0 }, context) => seedScale(db, watchers, entries, context),
  },
};
