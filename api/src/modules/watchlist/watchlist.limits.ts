import { ApiError } from '../../errors.js';
import type { PlanLine } from '../../http/module.js';
import type { Plan } from '../subscription/index.js';

/** The lengths a watchlist takes (the schemas enforce them; clients read them from the OpenAPI). */
export const WATCHLIST_TEXT_LIMITS = {
  folderName: 60,
  /** A short note on a kept company: a line or two, not a document. */
  note: 500,
} as const;

/** Companies one add may carry: a search page's selection, with room to spare. */
export const MAX_COMPANIES_PER_ADD = 50;

/** What a company's plan lets each of its users keep (docs/watchlists.md says why). */
export interface WatchlistCapacity {
  folders: number;
  companiesPerFolder: number;
}

/** Explorer (spec §1: freemium, limited): one folder of ten companies, enough to try a shortlist. */
export const EXPLORER_WATCHLIST: WatchlistCapacity = { folders: 1, companiesPerFolder: 10 };
/** Paid plans: far more than a team curates by hand, low enough that a page of folders stays one screen. */
export const WATCHLIST_CAPACITY: WatchlistCapacity = { folders: 100, companiesPerFolder: 1000 };

export const watchlistCapacity = (plan: Plan): WatchlistCapacity =>
  plan === 'EXPLORER' ? EXPLORER_WATCHLIST : WATCHLIST_CAPACITY;

const { folders, companiesPerFolder } = WATCHLIST_CAPACITY;
const explorer = EXPLORER_WATCHLIST;

/** What pricing, modals and confirmations say of watchlists (the limits above, in words). */
export const WATCHLIST_PLAN_LINES: readonly PlanLine[] = [
  {
    plan: 'EXPLORER',
    list: 'includes',
    order: 22,
    text: `A watchlist folder of up to ${explorer.companiesPerFolder} companies, with notes`,
  },
  {
    plan: 'EXPLORER',
    list: 'limits',
    order: 22,
    text: `Keeps ${explorer.folders} watchlist folder of ${explorer.companiesPerFolder} companies; Innovator keeps up to ${folders}.`,
  },
  {
    plan: 'INNOVATOR',
    list: 'includes',
    order: 22,
    text: `Up to ${folders} watchlist folders of ${companiesPerFolder.toLocaleString('en-US')} companies, shared with colleagues`,
  },
];

export const EXPLORER_FOLDERS_MESSAGE = `Explorer keeps ${EXPLORER_WATCHLIST.folders} watchlist folder. Upgrade to Innovator to keep up to ${WATCHLIST_CAPACITY.folders}.`;
export const EXPLORER_COMPANIES_MESSAGE = `Explorer keeps up to ${EXPLORER_WATCHLIST.companiesPerFolder} companies in a folder. Upgrade to Innovator to keep up to ${WATCHLIST_CAPACITY.companiesPerFolder.toLocaleString('en-US')}.`;

/** An Explorer limit: its own refusal, so clients offer the upgrade (spec §4's Explorer modal). */
export const explorerWatchlistLimit = (field: string, message: string): ApiError =>
  new ApiError(403, 'ExplorerLimit', message, [{ field, message }]);

export const folderFull = (capacity: WatchlistCapacity): ApiError => {
  const message = `A folder keeps up to ${capacity.companiesPerFolder} companies. Remove some or use another folder.`;
  return new ApiError(400, 400, message, [{ field: 'companyIds', message }]);
};

export const tooManyFolders = (capacity: WatchlistCapacity): ApiError => {
  const message = `You can keep up to ${capacity.folders} folders. Delete one to make room.`;
  return new ApiError(400, 400, message, [{ field: 'name', message }]);
};

export const watchlistFolderExists = (name: string): ApiError => {
  const message = `You already have a watchlist folder named "${name}". Choose another name.`;
  return new ApiError(409, 'FolderExists', message, [{ field: 'name', message }]);
};

export const readOnlyFolder = (): ApiError =>
  new ApiError(
    403,
    'WatchlistReadOnly',
    'This folder is shared with you to view only. Ask its owner to make you an editor.',
  );
