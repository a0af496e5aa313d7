import type { ApiKeyDto, ApiKeyUsageDayDto } from './api-keys.api.js';

// What the GraphQL types of api-keys.graphql resolve from (codegen finds them by name).
export type ApiKeyMapper = ApiKeyDto;
export type ApiKeyUsageDayMapper = ApiKeyUsageDayDto;
