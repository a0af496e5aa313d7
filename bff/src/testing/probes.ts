import type { SchemaExtension } from '../schema.js';

/** Probe fields behind each directive (tests only): they answer true once the directive lets them through. */
export const DIRECTIVE_PROBES: SchemaExtension = {
  typeDefs: /* GraphQL */ `
    extend type Query {
      memberProbe: Boolean! @auth
      adminGroupProbe: Boolean! @auth(requires: ADMIN)
      manageMembersProbe: Boolean! @permission(name: MANAGE_MEMBERS)
      accountSettingsProbe: Boolean! @permission(name: ACCOUNT_SETTINGS)
      innovatorProbe: Boolean! @requiresPlan(anyOf: [INNOVATOR])
      publicProbe: Boolean! @public
      crashProbe: Boolean! @public
      node: ProbeNode @public
    }
    type ProbeNode {
      child: ProbeNode
      value: Int
    }
  `,
  resolvers: {
    Query: {
      memberProbe: () => true,
      adminGroupProbe: () => true,
      manageMembersProbe: () => true,
      accountSettingsProbe: () => true,
      innovatorProbe: () => true,
      publicProbe: () => true,
      crashProbe: () => {
        throw new Error('connection to db-prod-7:5432 failed: password authentication failed for "svc"');
      },
      node: () => ({}),
    },
    ProbeNode: { child: () => ({}), value: () => 1 },
  },
};
