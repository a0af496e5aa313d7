// The logic of scripts/schema-check.ts: which changes between two schemas break partners, and
// which of those schema/CHANGELOG.md accepts.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';

/** The SDL files of `schema/` in the working tree, joined in name order. */
export function readWorkingSchema(root: string): string {
  const dir = join(root, 'schema');
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort();
  return files.map((file) => readFileSync(join(dir, file), 'utf8')).join('\n');
}

/** The SDL files of `schema/` at git `ref`, joined in name order; null when the ref does not exist here. */
export function readSchemaAt(root: string, ref: string): string | null {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
  try {
    git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
  } catch {
    return null;
  }
  const files = git('ls-tree', '--name-only', ref, 'schema/')
    .split('\n')
    .filter((path) => path.endsWith('.graphql'))
    .sort();
  return files.map((path) => git('show', `${ref}:${path}`)).join('\n');
}

/** `- BREAKING <coordinate>: …` lines: the coordinates (inspector's `path`) of accepted breaking changes. */
export function acceptedBreakingChanges(changelog: string): Set<string> {
  return new Set([...changelog.matchAll(/^\s*-\s+BREAKING\s+([\w.@]+)\s*:/gm)].map((match) => match[1] ?? ''));
}

export interface SchemaCheck {
  ok: boolean;
  /** What to print, one line each. */
  lines: string[];
}

/** Compares `base` with `current`: fails on a breaking change whose coordinate the changelog does not list. */
export async function checkSchemaChange(base: string, current: string, changelog: string, baseName: string) {
  const changes: Change[] = await diff(buildSchema(base), buildSchema(current));
  if (changes.length === 0) return { ok: true, lines: [`schema: no schema change against ${baseName}`] };
  const accepted = acceptedBreakingChanges(changelog);
  const breaking = changes.filter((change) => change.criticality.level === CriticalityLevel.Breaking);
  const refused = breaking.filter((change) => !change.path || !accepted.has(change.path));
  const lines = refused.map(
    (change) =>
      `schema: BREAKING ${change.path ?? '(no coordinate)'}: ${change.message}. Partners' operations may fail: ` +
      `keep it, or list it in schema/CHANGELOG.md as "- BREAKING ${change.path}: <why and what partners do instead>".`,
  );
  const listed = breaking.length - refused.length;
  lines.push(
    `schema: ${changes.length} change(s) against ${baseName}, ${breaking.length} breaking` +
      (listed > 0 ? ` (${listed} listed in schema/CHANGELOG.md)` : ''),
  );
  return { ok: refused.length === 0, lines } satisfies SchemaCheck;
}
