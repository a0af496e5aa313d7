// What other features may use of company: its DTO and its sorts as the api's.
export type { CompanyDto } from './company.api.js';
export { SORTS } from './company.sorts.js';
