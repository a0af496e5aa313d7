import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ParseOptions } from 'graphql';

export const ARMOR_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxTokens: 2_000,
  maxDirectives: 50,
} as const;

/**
 * graphql-armor's limits: depth, aliases, directives; field suggestions ("did you mean
 * ...?") are hidden in production so the schema cannot be mapped by guessing.
 *
 * The token limit is graphql-js's own (`parse(source, { maxTokens })`, given to Apollo as
 * `parseOptions`), not armor's: armor's Apollo plugin re-parses the source in `parsingDidStart`
 * and throws there, and Apollo answers an error thrown by a plugin hook with HTTP 500 — for an
 * over-long token list and for every syntax error alike. Inside Apollo's own parse, both are
 * GRAPHQL_PARSE_FAILED, answered 400.
 *
 * The query cost is ours, not armor's (bff/src/limits): armor's counts every field alike, scalars
 * included, and cannot see list sizes, which variables set (`size: $size`) and armor never reads.
 */
export function createArmor(options: { production: boolean }) {
  const armor = new ApolloArmor({
    maxDepth: { n: ARMOR_LIMITS.maxDepth, ignoreIntrospection: true },
    maxAliases: { n: ARMOR_LIMITS.maxAliases },
    maxTokens: { enabled: false },
    costLimit: { enabled: false },
    maxDirectives: { n: ARMOR_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: options.production },
  }).protect();
  const parseOptions: ParseOptions = { maxTokens: ARMOR_LIMITS.maxTokens };
  return { plugins: armor.plugins, validationRules: armor.validationRules, parseOptions };
}
