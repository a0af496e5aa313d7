import type { ViewerModel } from './viewer.model.js';

// What the GraphQL types of viewer.graphql resolve from (found by scripts/codegen-graphql.mjs by their `Mapper` suffix).
export type ViewerMapper = ViewerModel;
