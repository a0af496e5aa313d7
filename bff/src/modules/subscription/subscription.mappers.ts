import type { CurrentSubscriptionDto } from './subscription.api.js';

// What the GraphQL types of subscription.graphql resolve from (found by scripts/codegen-graphql.mjs by their `Mapper` suffix).
export type CurrentSubscriptionMapper = CurrentSubscriptionDto;
