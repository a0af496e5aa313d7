import type { CompanyRoleType, Resolvers } from '../../__generated__/resolvers-types.js';
import type { CompanyRoleTypeDto } from './user.api.js';

/** REST role types (spec §3) to the GraphQL enum. */
export const ROLE_TYPES: Readonly<Record<CompanyRoleTypeDto, CompanyRoleType>> = {
  Sponsor: 'SPONSOR',
  Site: 'SITE',
  Vendor: 'VENDOR',
  Nonprofit: 'NONPROFIT',
  PatientsAdvocacy: 'PATIENTS_ADVOCACY',
  Investor: 'INVESTOR',
};

export const userResolvers: Resolvers = {
  Query: {
    roles: (_parent, _args, ctx) => ctx.api.user.roles(),
  },
  User: {
    id: (user) => String(user.id),
    companyId: (user) => (user.companyId === null ? null : String(user.companyId)),
    companyName: (user) => user.company?.name ?? null,
  },
  UserCompany: {
    id: (company) => String(company.id),
  },
  CompanyRole: {
    id: (role) => String(role.id),
    type: (role) => {
      const type = ROLE_TYPES[role.type];
      if (!type) throw new Error(`unknown company role type '${String(role.type)}'`);
      return type;
    },
  },
  UserPage: {
    items: (page) => page.content,
  },
};
