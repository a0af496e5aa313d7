import { Type } from 'typebox';
import { Page } from '../../http/paging.js';
import { DateTime, Nullable } from '../../http/schemas.js';
import { USER_ROLES } from '../user/index.js';
import { TEXT_LIMITS } from '../../http/text-limits.js';

/** The subject of the invitation mailed on the inviter's behalf. */
const INVITATION_SUBJECT_MAX_LENGTH = 200;

export const TeamMemberDto = Type.Object(
  {
    userId: Type.Integer(),
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    jobTitle: Nullable(Type.String()),
    pictureUrl: Nullable(Type.String()),
    role: Type.Enum(USER_ROLES),
    billingAdmin: Type.Boolean(),
    active: Type.Boolean({ description: 'False once the user was deactivated: they stay on the team, marked.' }),
    isViewer: Type.Boolean({ description: "The caller's own row." }),
  },
  { title: 'TeamMemberDto', description: 'A user covered by the subscription.' },
);

export const TeamPage = Page(TeamMemberDto, 'The team: billing admins first, then by name.');

export const TeamCandidateDto = Type.Object(
  {
    userId: Type.Integer(),
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    jobTitle: Nullable(Type.String()),
  },
  { title: 'TeamCandidateDto' },
);

export const TeamUserParams = Type.Object({
  subscriptionId: Type.Integer({ minimum: 1 }),
  userId: Type.Integer({ minimum: 1 }),
});
export const AddTeamMemberBody = Type.Object({ userId: Type.Integer({ minimum: 1 }) }, { title: 'AddTeamMemberBody' });
export const BillingAdminBody = Type.Object({ billingAdmin: Type.Boolean() }, { title: 'BillingAdminBody' });
export const AutocompleteQuery = Type.Object({ searchString: Type.String({ minLength: 1, maxLength: 100 }) });

export const InviteBody = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: TEXT_LIMITS.email }),
    subject: Type.String({ minLength: 1, maxLength: INVITATION_SUBJECT_MAX_LENGTH }),
    text: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.message }),
  },
  { title: 'InviteBody' },
);

export const InviteDto = Type.Object(
  {
    email: Type.String(),
    subject: Type.String(),
    text: Type.String(),
    companyName: Type.String(),
    invitedBy: Type.String(),
    sentAt: DateTime,
    expiresAt: DateTime,
    expired: Type.Boolean(),
  },
  { title: 'InviteDto', description: 'An invitation to join a subscription team.' },
);

export const InviteTokenParams = Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }) });
