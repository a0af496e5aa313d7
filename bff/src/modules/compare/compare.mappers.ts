import type { CompareListDto } from './compare.api.js';

// What the GraphQL types of compare.graphql resolve from (found by scripts/codegen-graphql.mjs by their `Mapper` suffix).
export type CompareListMapper = CompareListDto;
