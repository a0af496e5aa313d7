// What other features may use of search: the search state as the api's query (saved searches keep it).
export { toSearchRequest } from './search.request.js';
