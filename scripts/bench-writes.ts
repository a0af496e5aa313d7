// Keyed writes through the api in process (app.inject: validation, caller, claim, handler, answer;
// no socket): what a write sent with an Idempotency-Key costs, one at a time and 10 at once, on
// PGlite and, when TEST_DATABASE_URL is set, PostgreSQL. Since issue 25's request transaction a
// keyed write's handler and its kept answer commit together (docs/idempotency.md); this shows the
// price. Usage: npm run bench:writes [-- --runs 200]
import './lib/require-node.mjs';
import { parseArgs } from 'node:util';
import { timed, timeKinds } from './bench-timing.js';
import { allTestDatabaseKinds, createTestApp } from '../api/src/testing/index.js';

const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '200' } } });
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('Usage: npm run bench:writes -- [--runs N]');
  process.exit(2);
}

for (const kind of allTestDatabaseKinds()) {
  const t = await createTestApp({ kind });
  const token = t.tokenFor('sponsor.admin@demo.test');
  let key = 0;
  // One row per write (a company view), each with a key of its own, as the bff sends them.
  const write = async () => {
    key += 1;
    const answer = await t.request({
      method: 'POST',
      url: '/v1/users/history/company-views',
      token,
      payload: { companyId: 1 },
      headers: { 'idempotency-key': `bench-${key}` },
    });
    if (answer.statusCode !== 204) throw new Error(`write answered ${answer.statusCode}: ${answer.body}`);
  };
  console.log(`\n${kind}, ${runs} runs`);
  await timeKinds(
    [
      ['keyed write, one at a time', () => timed(write)],
      ['10 keyed writes at once (all answered)', () => timed(() => Promise.all(Array.from({ length: 10 }, write)))],
    ],
    runs,
  );
  await t.close();
}
