import { Type } from 'typebox';
import { TEXT_LIMITS } from '../../http/text-limits.js';
import { DateTime } from '../../http/schemas.js';
import { USER_ROLES } from '../user/index.js';

/** The members feature's own text limits (docs/members.md). */
export const MEMBER_TEXT_LIMITS = { search: 100 } as const;

const Role = Type.Enum(USER_ROLES, { description: 'MEMBER or COMPANY_ADMIN.' });
const Status = Type.Union([Type.Literal('ACTIVE'), Type.Literal('DEACTIVATED')], {
  description: 'ACTIVE can sign in; DEACTIVATED cannot until a company admin reactivates them.',
});

export const MemberDto = Type.Object(
  {
    id: Type.Integer({ description: 'The user id.' }),
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    jobTitle: Type.Union([Type.String(), Type.Null()]),
    pictureUrl: Type.Union([Type.String(), Type.Null()]),
    role: Role,
    status: Status,
    masked: Type.Boolean({ description: 'The member hides their identity from other companies.' }),
    lastActiveAt: Type.Union([DateTime, Type.Null()]),
    joinedAt: DateTime,
    deactivatedAt: Type.Union([DateTime, Type.Null()]),
    isViewer: Type.Boolean(),
  },
  { title: 'MemberDto', description: 'A member of the caller’s company, as its admins manage them.' },
);

export const MemberPage = Type.Object(
  {
    content: Type.Array(MemberDto),
    page: Type.Integer(),
    size: Type.Integer(),
    totalElements: Type.Integer(),
    totalPages: Type.Integer(),
    activeAdminCount: Type.Integer({ description: 'Active company admins in the whole company.' }),
  },
  { title: 'MemberPage' },
);

export const MemberQuery = Type.Object({
  search: Type.Optional(
    Type.String({
      maxLength: MEMBER_TEXT_LIMITS.search,
      description: 'Words matched against first name, last name and email; every word must match.',
    }),
  ),
  role: Type.Optional(Role),
  status: Type.Optional(Status),
  page: Type.Optional(Type.Integer({ minimum: 0, default: 0, description: 'Zero-based page number.' })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'Page size (1-100).' })),
});

export const MemberParams = Type.Object({ userId: Type.Integer({ minimum: 1, description: 'The member’s user id.' }) });

export const MemberRoleBody = Type.Object({ role: Role }, { title: 'MemberRoleBody', additionalProperties: false });

export const MemberStatusBody = Type.Object(
  { status: Status },
  { title: 'MemberStatusBody', additionalProperties: false },
);

export const MemberChangeDto = Type.Object(
  { member: MemberDto, activeAdminCount: Type.Integer({ description: 'Active company admins after the change.' }) },
  { title: 'MemberChangeDto' },
);

export const InvitationState = Type.Union(
  [Type.Literal('OPEN'), Type.Literal('EXPIRED'), Type.Literal('REVOKED'), Type.Literal('ACCEPTED')],
  { description: 'OPEN usable; EXPIRED after 14 days; REVOKED withdrawn; ACCEPTED used to register.' },
);

export const InvitationDto = Type.Object(
  {
    id: Type.Integer(),
    email: Type.String(),
    role: Role,
    invitedBy: Type.Union([Type.String(), Type.Null()], {
      description: 'Who invited; null once their account is gone.',
    }),
    createdAt: DateTime,
    expiresAt: DateTime,
    lastSentAt: DateTime,
    sendCount: Type.Integer(),
    canResendAt: Type.Union([DateTime, Type.Null()], { description: 'Null when it cannot be resent (not OPEN).' }),
    state: InvitationState,
  },
  { title: 'MemberInvitationDto' },
);

export const InvitationPage = Type.Object(
  {
    content: Type.Array(InvitationDto),
    page: Type.Integer(),
    size: Type.Integer(),
    totalElements: Type.Integer(),
    totalPages: Type.Integer(),
  },
  { title: 'MemberInvitationPage' },
);

export const InvitationQuery = Type.Object({
  state: Type.Optional(InvitationState),
  page: Type.Optional(Type.Integer({ minimum: 0, default: 0, description: 'Zero-based page number.' })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'Page size (1-100).' })),
});

export const InviteBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.email, description: 'A business address.' }),
    role: Type.Optional(Type.Enum(USER_ROLES, { description: 'Default MEMBER.' })),
  },
  { title: 'MemberInviteBody', additionalProperties: false },
);

export const InvitationParams = Type.Object({
  invitationId: Type.Integer({ minimum: 1, description: 'The invitation.' }),
});

export const InvitationTokenParams = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 64, description: 'The token of the mailed link.' }),
});

export const InvitationPreviewDto = Type.Object(
  {
    companyName: Type.String(),
    invitedBy: Type.Union([Type.String(), Type.Null()], {
      description: 'Who invited; null once their account is gone.',
    }),
    email: Type.String(),
    role: Role,
    state: InvitationState,
    expiresAt: DateTime,
  },
  { title: 'MemberInvitationPreviewDto', description: 'What the registration page may show of an invitation.' },
);

/** Resend and revoke take nothing but the invitation's id. */
export const InvitationActionBody = Type.Object(
  {},
  { title: 'MemberInvitationActionBody', additionalProperties: false },
);
