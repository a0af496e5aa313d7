import { Type } from 'typebox';
import { DateTime } from '../../http/schemas.js';
import { UserDto } from '../user/index.js';

export const JoinRequestDto = Type.Object(
  { user: UserDto, requestedAt: DateTime },
  {
    title: 'JoinRequestDto',
    description: 'A person who registered and asked to join the company; they cannot sign in until approved.',
  },
);

export const CompanyParams = Type.Object({ id: Type.Integer({ minimum: 1, description: 'Company id.' }) });

export const JoinRequestParams = Type.Object({
  id: Type.Integer({ minimum: 1, description: 'Company id.' }),
  userId: Type.Integer({ minimum: 1, description: 'The requesting user.' }),
});

export const JoinDecisionBody = Type.Object(
  {
    decision: Type.Union([Type.Literal('APPROVE'), Type.Literal('DECLINE')], {
      description: 'APPROVE lets them in; DECLINE deletes the registration.',
    }),
  },
  { title: 'JoinDecisionBody', additionalProperties: false },
);
