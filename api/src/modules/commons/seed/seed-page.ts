import type { CommonsType } from '../commons.table.js';

/** A demo page: written by a persona (by email) `daysAgo`, published unless `draft`. */
export interface SeedPage {
  type: CommonsType;
  author: string;
  daysAgo: number;
  title: string;
  summary: string;
  body: string;
  draft?: boolean;
}
