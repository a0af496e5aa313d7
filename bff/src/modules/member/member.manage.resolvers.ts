import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import { AppError } from '../../errors/error.codes.js';
import { userError, userErrorsFrom, type UserErrorDto } from '../../errors/user.errors.js';
import { parseId } from '../../rest/rest.ids.js';
import { createMemberPublicApi, type MemberDto, type MemberInvitationDto } from './member.api.js';

const MEMBER_GONE = 'This person is not a member of your company.';
const INVITATION_GONE = 'This invitation does not exist.';
/** The token of a mailed link: 32 random bytes, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const toMember = (dto: MemberDto) => ({ ...dto, id: String(dto.id) });
const toInvitation = (dto: MemberInvitationDto) => ({ ...dto, id: String(dto.id) });

const page = (value: number | null | undefined) => Math.max(0, Math.trunc(value ?? 0));
const size = (value: number | null | undefined) => Math.min(100, Math.max(1, Math.trunc(value ?? 20)));

/** A refusal the admin can act on, in the payload, at the field it concerns; anything else is a GraphQL error. */
function refusal(error: unknown, idField: 'userId' | 'id' | null): UserErrorDto[] {
  if (error instanceof AppError) {
    if (error.code === 'NOT_FOUND')
      return [userError('NOT_FOUND', idField === 'userId' ? MEMBER_GONE : INVITATION_GONE, idField)];
    // Code 371: the api words which case it is (a member, a request to join, an open invitation).
    if (error.code === 'USER_ALREADY_ADDED') return [userError(error.code, error.message, 'email')];
  }
  return userErrorsFrom(error, {
    codeFields: {
      INVITATION_CLOSED: 'id',
      RESEND_TOO_SOON: 'id',
      LAST_ACTIVE_ADMIN: 'userId',
      INVITATION_LIMIT: 'email',
    },
  });
}

/** An id argument as the api's integer; a malformed one is answered as not found at its field. */
function idOr(value: string, field: 'userId' | 'id'): number | UserErrorDto[] {
  const id = parseId(value);
  return id === null ? [userError('NOT_FOUND', field === 'userId' ? MEMBER_GONE : INVITATION_GONE, field)] : id;
}

async function changeMember(
  ctx: GraphQLContext,
  userId: string,
  change: (id: number) => ReturnType<GraphQLContext['api']['member']['changeRole']>,
) {
  const id = idOr(userId, 'userId');
  if (Array.isArray(id)) return { member: null, activeAdminCount: null, errors: id };
  try {
    const changed = await change(id);
    return { member: toMember(changed.member), activeAdminCount: changed.activeAdminCount, errors: [] };
  } catch (error) {
    return { member: null, activeAdminCount: null, errors: refusal(error, 'userId') };
  }
}

async function changeInvitation(id: string | null, change: (id: number | null) => Promise<MemberInvitationDto>) {
  const parsed = id === null ? null : idOr(id, 'id');
  if (Array.isArray(parsed)) return { invitation: null, errors: parsed };
  try {
    return { invitation: toInvitation(await change(parsed)), errors: [] };
  } catch (error) {
    return { invitation: null, errors: refusal(error, id === null ? null : 'id') };
  }
}

/** Company admins run their members and invitations (docs/members.md); MANAGE_MEMBERS guards each field. */
export const manageMemberResolvers: Resolvers = {
  Query: {
    companyMembers: async (_p, args, ctx) => {
      const search = args.search?.trim();
      const result = await ctx.api.member.members({
        ...(search ? { search } : {}),
        ...(args.role ? { role: args.role } : {}),
        ...(args.status ? { status: args.status } : {}),
        page: page(args.page),
        size: size(args.size),
      });
      return { ...result, items: result.content.map(toMember) };
    },
    memberInvitations: async (_p, args, ctx) => {
      const result = await ctx.api.member.invitations({
        ...(args.state ? { state: args.state } : {}),
        page: page(args.page),
        size: size(args.size),
      });
      return { ...result, items: result.content.map(toInvitation) };
    },
    memberInvitation: async (_p, { token }, ctx) => {
      const trimmed = token.trim();
      if (!TOKEN.test(trimmed)) return null;
      try {
        return await createMemberPublicApi(ctx.publicRest).preview(trimmed);
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
  },
  Mutation: {
    inviteMember: (_p, { input }, ctx) =>
      changeInvitation(null, () => ctx.api.member.invite(input.email, input.role ?? 'MEMBER')),
    resendMemberInvitation: (_p, { id }, ctx) =>
      changeInvitation(id, (invitationId) => ctx.api.member.resend(invitationId as number)),
    revokeMemberInvitation: (_p, { id }, ctx) =>
      changeInvitation(id, (invitationId) => ctx.api.member.revoke(invitationId as number)),
    changeMemberRole: (_p, { userId, role }, ctx) =>
      changeMember(ctx, userId, (id) => ctx.api.member.changeRole(id, role)),
    deactivateMember: (_p, { userId }, ctx) =>
      changeMember(ctx, userId, (id) => ctx.api.member.setStatus(id, 'DEACTIVATED')),
    reactivateMember: (_p, { userId }, ctx) =>
      changeMember(ctx, userId, (id) => ctx.api.member.setStatus(id, 'ACTIVE')),
  },
};
