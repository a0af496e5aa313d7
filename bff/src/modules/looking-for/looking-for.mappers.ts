import type { CompanyLookingForDto, LookingForItemDto } from './looking-for.api.js';

// What the GraphQL types of looking-for.graphql resolve from (codegen finds them by name).
export type LookingForItemMapper = LookingForItemDto;
export type CompanyLookingForMapper = CompanyLookingForDto;
