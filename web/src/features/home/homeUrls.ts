import { SEARCH_PATH } from '../search';

/** The search filter a directory figure stands for (search's URL keys: searchParams.ts). */
export type FigureFilter = 'companyRoleIds' | 'regionsIds';

/** `/search` with one filter value applied: the companies a figure counts. */
export function searchPathFor(filter: FigureFilter, code: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ [filter]: code }).toString()}`;
}
