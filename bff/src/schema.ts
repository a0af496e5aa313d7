import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLError, GraphQLScalarType, Kind, type GraphQLSchema } from 'graphql';
import type { IResolvers } from '@graphql-tools/utils';
import type { GraphQLContext } from './context.js';
import { applyDirectives } from './directives/directives.js';
import { createPermissionTable, type PermissionTable } from './directives/permissions.js';
import type { BffModule } from './module.js';

/** `<repo>/schema/`, from bff/src or bff/dist alike. */
export const SCHEMA_DIR = fileURLToPath(new URL('../../schema/', import.meta.url));

/** The SDL files, in a stable order. */
export function loadTypeDefs(dir = SCHEMA_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(join(dir, name), 'utf8'));
}

function toIsoInstant(value: unknown): string {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO-8601 instant');
  return date.toISOString();
}

/** ISO-8601 instants in UTC. */
export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  serialize: toIsoInstant,
  parseValue: toIsoInstant,
  parseLiteral: (ast) =>
    ast.kind === Kind.STRING
      ? toIsoInstant(ast.value)
      : (() => {
          throw new GraphQLError('DateTime must be a string');
        })(),
});

/** Extra SDL and resolvers: a test seam (probe fields carrying a directive), never used in production. */
export interface SchemaExtension {
  typeDefs: string;
  /** Untyped: extension fields are not in the generated types. */
  resolvers: IResolvers<unknown, GraphQLContext>;
}

/** The executable schema: the SDL and every module's resolvers, with the access directives applied once. */
export function createSchema(options: {
  modules: readonly BffModule[];
  extensions?: SchemaExtension[];
  /** Who holds each permission (default: spec §6's table and the modules' rules). */
  permissions?: PermissionTable;
}): GraphQLSchema {
  const extensions = options.extensions ?? [];
  const schema = makeExecutableSchema({
    typeDefs: [...loadTypeDefs(), ...extensions.map((e) => e.typeDefs)],
    resolvers: [
      { DateTime: DateTimeScalar },
      ...options.modules.flatMap((module) => (module.resolvers ? [module.resolvers] : [])),
      ...extensions.map((e) => e.resolvers),
    ],
  });
  return applyDirectives(schema, options.permissions ?? createPermissionTable(options.modules));
}
