import { type Static, Type } from 'typebox';
import { Nullable } from '../../http/schemas.js';
import { CompanyRoleDto } from '../company/index.js';
import { USER_ROLES } from './user.table.js';
import { TEXT_LIMITS } from '../../http/text-limits.js';
import { UploadRulesDto } from '../media/index.js';

export const UserCompanyDto = Type.Object(
  { id: Type.Integer(), name: Type.String(), active: Type.Boolean(), alias: Type.String(), role: CompanyRoleDto },
  { title: 'UserCompanyDto', description: 'The company a user belongs to.' },
);

export const UserDto = Type.Object(
  {
    id: Type.Integer(),
    firstName: Type.String(),
    lastName: Type.String(),
    active: Type.Boolean(),
    email: Type.String(),
    phone: Nullable(Type.String()),
    linkedin: Nullable(Type.String()),
    pictureUrl: Nullable(Type.String({ description: '/media/<fileId>, served by the bff.' })),
    role: Type.Enum(USER_ROLES),
    company: Nullable(UserCompanyDto),
    companyId: Nullable(Type.Integer()),
    city: Nullable(Type.String()),
    jobTitle: Nullable(Type.String()),
    country: Nullable(Type.String()),
    state: Nullable(Type.String()),
    isNeedResetPassword: Type.Boolean(),
    masked: Type.Boolean(),
    pictureUpload: Type.Optional(UploadRulesDto),
  },
  {
    title: 'UserDto',
    description: "A platform user; `pictureUpload` (what their picture may be) only on the caller's own.",
  },
);
export type UserDto = Static<typeof UserDto>;

const trimmedName = (field: string) =>
  Type.String({
    minLength: 1,
    maxLength: TEXT_LIMITS.personName,
    description: `${field}, 1-${TEXT_LIMITS.personName} characters after trimming.`,
  });

/** PUT /v1/users/{id}. */
export const UpdateUserBody = Type.Object(
  {
    firstName: trimmedName('First name'),
    lastName: trimmedName('Last name'),
    jobTitle: Type.Optional(Nullable(Type.String({ maxLength: TEXT_LIMITS.jobTitle }))),
    phone: Type.Optional(
      Nullable(
        Type.String({
          maxLength: TEXT_LIMITS.phone,
          description: 'Digits, spaces, +, -, parentheses, dots; 7-20 digits.',
        }),
      ),
    ),
    linkedin: Type.Optional(
      Nullable(Type.String({ maxLength: TEXT_LIMITS.url, description: 'An https URL on linkedin.com.' })),
    ),
    city: Type.Optional(Nullable(Type.String({ maxLength: TEXT_LIMITS.place }))),
    state: Type.Optional(Nullable(Type.String({ maxLength: TEXT_LIMITS.place }))),
    country: Type.Optional(Nullable(Type.String({ maxLength: TEXT_LIMITS.place }))),
    masked: Type.Boolean({ description: 'Mask me on the company profile.' }),
  },
  { title: 'UpdateUserBody', additionalProperties: false },
);
