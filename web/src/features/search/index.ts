// What other features may use of search (its path, linked from company and compare pages).
export { SEARCH_PATH } from './searchUrls';
