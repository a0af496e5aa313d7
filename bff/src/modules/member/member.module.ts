import type { BffModule } from '../../module.js';
import { createMemberApi, type MemberApi } from './member.api.js';
import { memberResolvers } from './member.resolvers.js';

declare module '../../context.js' {
  interface Apis {
    member: MemberApi;
  }
}

/** Company membership: requests to join a claimed company, decided by its company admins. */
export const memberModule: BffModule = {
  name: 'member',
  resolvers: memberResolvers,
  api: (rest) => ({ member: createMemberApi(rest) }),
};
