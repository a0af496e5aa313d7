// npm run lint: the schema in the working tree against the schema on main (or SCHEMA_BASE_REF).
// A breaking change fails unless schema/CHANGELOG.md lists it (see that file). Partners build on
// this API; a change that breaks their operations must be deliberate and explained.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkSchemaChange, readSchemaAt, readWorkingSchema } from './lib/schema-diff.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const baseRef = process.env.SCHEMA_BASE_REF || 'main';
const base = readSchemaAt(root, baseRef);
if (base === null) {
  // A shallow CI checkout has no main to compare with.
  console.log(`schema: no ${baseRef} in this checkout: breaking-change check skipped`);
} else {
  const changelogFile = `${root}schema/CHANGELOG.md`;
  const changelog = existsSync(changelogFile) ? readFileSync(changelogFile, 'utf8') : '';
  const result = await checkSchemaChange(base, readWorkingSchema(root), changelog, baseRef);
  for (const line of result.lines) (result.ok ? console.log : console.error)(line);
  if (!result.ok) process.exitCode = 1;
}
