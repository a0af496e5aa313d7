import type { ContentKind } from '../content.table.js';

/** One seeded entry: published as version 1 the first time the database starts. */
export interface SeedEntry {
  key: string;
  kind: ContentKind;
  title: string;
  description: string;
  body: string;
  linkLabel?: string;
  linkPath?: string;
  position?: number;
}
