import { describe, expect, it } from 'vitest';
import { acceptedBreakingChanges, checkSchemaChange } from './schema-diff.js';

const BASE = `
type Query { company(id: ID!): Company }
type Company { id: ID! name: String! legacyName: String }
`;
const WITHOUT_LEGACY_NAME = `
type Query { company(id: ID!): Company }
type Company { id: ID! name: String! }
`;
const WITH_ALIAS = `
type Query { company(id: ID!): Company }
type Company { id: ID! name: String! legacyName: String alias: String }
`;
const CHANGELOG = `# Schema changelog

## 2026-11-27

- BREAKING Company.legacyName: the name before the 2025 rebranding; read \`name\`.
`;

describe('the schema breaking-change check', () => {
  it('reports a removed field, with what to do, and fails', async () => {
    const result = await checkSchemaChange(BASE, WITHOUT_LEGACY_NAME, '', 'main');
    expect(result.ok).toBe(false);
    expect(result.lines[0]).toContain("BREAKING Company.legacyName: Field 'legacyName' was removed");
    expect(result.lines[0]).toContain('list it in schema/CHANGELOG.md');
  });

  it('passes the same removal when the changelog lists it', async () => {
    const result = await checkSchemaChange(BASE, WITHOUT_LEGACY_NAME, CHANGELOG, 'main');
    expect(result).toEqual({
      ok: true,
      lines: ['schema: 1 change(s) against main, 1 breaking (1 listed in schema/CHANGELOG.md)'],
    });
  });

  it('passes an added optional field', async () => {
    const result = await checkSchemaChange(BASE, WITH_ALIAS, '', 'main');
    expect(result).toEqual({ ok: true, lines: ['schema: 1 change(s) against main, 0 breaking'] });
  });

  it('says so when nothing changed', async () => {
    expect(await checkSchemaChange(BASE, BASE, '', 'main')).toEqual({
      ok: true,
      lines: ['schema: no schema change against main'],
    });
  });

  it('reads only BREAKING lines as accepted coordinates', () => {
    const accepted = acceptedBreakingChanges(`${CHANGELOG}\n- Company.name: not a breaking entry\n`);
    expect([...accepted]).toEqual(['Company.legacyName']);
  });
});
