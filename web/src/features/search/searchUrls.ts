/** Company search; its whole state travels in the query string (`searchParams.ts`). */
export const SEARCH_PATH = '/search';
