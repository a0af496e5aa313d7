import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY } from './Playground';

const SCHEMA_DIR = join(import.meta.dirname, '../../../schema');

describe('the playground’s default query', () => {
  // Issue 26: it opened with a validation error (a `role` object without its fields).
  it('is valid against the schema, so the first ▶ answers', () => {
    const sdl = readdirSync(SCHEMA_DIR)
      .filter((name) => name.endsWith('.graphql'))
      .map((name) => readFileSync(join(SCHEMA_DIR, name), 'utf8'))
      .join('\n');
    const errors = validate(buildSchema(sdl), parse(DEFAULT_QUERY));
    expect(errors.map((error) => error.message)).toEqual([]);
  });
});
