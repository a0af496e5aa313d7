import type { Executor } from '../../db/database.js';
import type { ModuleSeed } from '../../seed/module-seed.js';
import { contentEntries, contentVersions } from './content.table.js';
import { FAQ } from './seed/faq.js';
import { BANNERS, ROLES } from './seed/home.js';
import { ENGAGEMENT, MATCHMAKING, RESOURCES } from './seed/platform.js';
import { PRIVACY_POLICY } from './seed/privacy.js';
import { TERMS } from './seed/terms.js';
import type { SeedEntry } from './seed/types.js';

/** The date seeded text is published at (fixed, so every machine shows the same "Last updated"). */
export const CONTENT_SEEDED_AT = new Date('2026-01-15T09:00:00.000Z');

export const SEEDED_CONTENT: readonly SeedEntry[] = [
  ENGAGEMENT,
  FAQ,
  MATCHMAKING,
  RESOURCES,
  PRIVACY_POLICY,
  TERMS,
  ...BANNERS,
  ...ROLES,
];

/**
 * Reference data: every page, banner and role exists in every database from its first start,
 * published as version 1. Idempotent: an entry whose key exists is left as the admins edited it
 * (deleting one would bring the seeded text back at the next start).
 */
async function seedContent(db: Executor): Promise<void> {
  const fields = (e: SeedEntry) => ({
    title: e.title,
    description: e.description,
    body: e.body,
    linkLabel: e.linkLabel ?? null,
    linkPath: e.linkPath ?? null,
    position: e.position ?? 0,
  });
  const inserted = await db
    .insert(contentEntries)
    .values(
      SEEDED_CONTENT.map((e) => ({
        key: e.key,
        kind: e.kind,
        ...fields(e),
        version: 1,
        draftChanged: false,
        updatedAt: CONTENT_SEEDED_AT,
      })),
    )
    .onConflictDoNothing({ target: contentEntries.key })
    .returning({ id: contentEntries.id, key: contentEntries.key });
  if (inserted.length === 0) return;
  // Entries created just now have no versions yet: each is published as version 1.
  const byKey = new Map(SEEDED_CONTENT.map((e) => [e.key, e]));
  await db.insert(contentVersions).values(
    inserted.flatMap((row) => {
      const entry = byKey.get(row.key);
      return entry ? [{ entryId: row.id, number: 1, ...fields(entry), publishedAt: CONTENT_SEEDED_AT }] : [];
    }),
  );
}

export const contentSeed: ModuleSeed = { reference: seedContent };
