import type { BffModule } from '../../module.js';
import { createMemberApi, type MemberApi } from './member.api.js';
import { memberErrors } from './member.errors.js';
import { memberResolvers } from './member.resolvers.js';

declare module '../../context.js' {
  interface Apis {
    member: MemberApi;
  }
}

/** Company membership: join requests, members' roles and status, and invitations (docs/members.md). */
export const memberModule: BffModule = {
  name: 'member',
  resolvers: memberResolvers,
  errors: memberErrors,
  api: (rest) => ({ member: createMemberApi(rest) }),
};
