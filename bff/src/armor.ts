import { ApolloArmor } from '@escape.tech/graphql-armor';

export const ARMOR_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxTokens: 2_000,
  maxCost: 5_000,
  maxDirectives: 50,
} as const;

/**
 * graphql-armor's limits: depth, aliases, tokens, cost, directives; field suggestions ("did you
 * mean ...?") are hidden in production so the schema cannot be mapped by guessing.
 */
export function createArmor(options: { production: boolean }) {
  return new ApolloArmor({
    maxDepth: { n: ARMOR_LIMITS.maxDepth, ignoreIntrospection: true },
    maxAliases: { n: ARMOR_LIMITS.maxAliases },
    maxTokens: { n: ARMOR_LIMITS.maxTokens },
    costLimit: { maxCost: ARMOR_LIMITS.maxCost, ignoreIntrospection: true },
    maxDirectives: { n: ARMOR_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: options.production },
  }).protect();
}
