import { ApiError } from '../../errors.js';
import { EXPLORER_MONTHLY_REACH_OUTS } from '../messaging/index.js';
import type { CommonsType } from './commons.table.js';

/** The longest texts of the commons, in characters (docs/commons.md). */
export const COMMONS_TEXT_LIMITS = {
  pageTitle: 200,
  pageSummary: 300,
  /** A page's markdown. */
  pageBody: 50_000,
  expertHeadline: 120,
  expertBio: 1000,
  /** Words searched for in a list's search box. */
  searchWords: 200,
  /** A message to experts (as a message of messaging). */
  expertMessage: 10_000,
} as const;

/** At most this many experts per message; at most this many kinds per expert. */
export const MAX_EXPERTS_PER_MESSAGE = 10;
export const MAX_EXPERT_KINDS = 5;

/** Each type's words, as the web shows them (the api is the one list). */
export const COMMONS_TYPE_INFO: Record<CommonsType, { label: string; description: string }> = {
  guides: { label: 'Guides', description: 'How-tos for running trials, written by people who ran them.' },
  checklists: {
    label: 'Checklists',
    description: 'Site selection, feasibility, inspection readiness: lists to work through.',
  },
  glossary: { label: 'Glossary', description: 'The terms of clinical research, explained plainly.' },
  regulatory: { label: 'Regulatory notes', description: 'Notes on regulations and guidance by region.' },
  'case-studies': { label: 'Case studies', description: 'What worked, what did not, and what it cost.' },
};

export const COMMONS_EXPLORER_LIMIT_MESSAGE = `Explorer starts up to ${EXPLORER_MONTHLY_REACH_OUTS} new conversations a month, and each expert is one. Upgrade to Innovator to start more.`;
export const NOT_AN_EXPERT_MESSAGE = 'One of the chosen people is no longer listed as an expert. Refresh the list.';
export const SELF_MESSAGE = 'You cannot send a message to yourself: leave yourself out.';

export const commonsExplorerLimit = (): ApiError =>
  new ApiError(403, 'ExplorerLimit', COMMONS_EXPLORER_LIMIT_MESSAGE, [
    { field: 'expertIds', message: COMMONS_EXPLORER_LIMIT_MESSAGE },
  ]);
