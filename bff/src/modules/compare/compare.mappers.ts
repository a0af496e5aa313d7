import type { CompareListDto } from './compare.api.js';

// What the GraphQL types of compare.graphql resolve from (found by codegen.ts by their `Mapper` suffix).
export type CompareListMapper = CompareListDto;
