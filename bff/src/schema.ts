import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLError, GraphQLScalarType, Kind, type GraphQLSchema } from 'graphql';
import type { IResolvers } from '@graphql-tools/utils';
import type { Resolvers } from './__generated__/resolvers-types.js';
import type { GraphQLContext } from './context.js';
import { applyDirectives } from './directives/directives.js';
import { accountResolvers } from './modules/account/account.resolvers.js';
import { appResolvers } from './modules/app/app.resolvers.js';
import { companyResolvers } from './modules/company/company.resolvers.js';
import { compareResolvers } from './modules/compare/compare.resolvers.js';
import { authResolvers } from './modules/auth/auth.resolvers.js';
import { impersonationResolvers } from './modules/impersonation/impersonation.resolvers.js';
import { memberResolvers } from './modules/member/member.resolvers.js';
import { registrationResolvers } from './modules/registration/registration.resolvers.js';
import { subscriptionResolvers } from './modules/subscription/subscription.resolvers.js';
import { userResolvers } from './modules/user/user.resolvers.js';
import { viewerResolvers } from './modules/viewer/viewer.resolvers.js';

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

const RESOLVERS: Resolvers[] = [
  { DateTime: DateTimeScalar },
  authResolvers,
  viewerResolvers,
  userResolvers,
  subscriptionResolvers,
  impersonationResolvers,
  appResolvers,
  registrationResolvers,
  accountResolvers,
  memberResolvers,
  companyResolvers,
  compareResolvers,
];

/** Extra SDL and resolvers: a test seam (probe fields carrying a directive), never used in production. */
export interface SchemaExtension {
  typeDefs: string;
  /** Untyped: extension fields are not in the generated types. */
  resolvers: IResolvers<unknown, GraphQLContext>;
}

/** The executable schema: SDL + resolvers, with the access directives applied once. */
export function createSchema(options: { extensions?: SchemaExtension[] } = {}): GraphQLSchema {
  const extensions = options.extensions ?? [];
  const schema = makeExecutableSchema({
    typeDefs: [...loadTypeDefs(), ...extensions.map((e) => e.typeDefs)],
    resolvers: [...RESOLVERS, ...extensions.map((e) => e.resolvers)],
  });
  return applyDirectives(schema);
}
