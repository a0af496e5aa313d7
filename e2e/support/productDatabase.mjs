// The e2e product's own PostgreSQL database (playwright.config.ts): `create <server url>` makes a
// throw-away database on that server and prints its URL; `drop <server url> <database url>`
// removes it, even while something still holds connections to it. A child process of its own
// because Playwright reads its config synchronously.
import pg from 'pg';
import { randomBytes } from 'node:crypto';

const [command, serverUrl, databaseUrl] = process.argv.slice(2);
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
try {
  if (command === 'create') {
    const name = `tb_e2e_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    process.stdout.write(url.href);
  } else if (command === 'drop') {
    const name = new URL(databaseUrl).pathname.slice(1);
    if (!/^tb_e2e_[0-9a-f]{8}$/.test(name)) throw new Error(`not an e2e database: ${name}`);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    throw new Error('usage: productDatabase.mjs create <server url> | drop <server url> <database url>');
  }
} finally {
  await admin.end();
}
