import { Type } from 'typebox';

export const SessionDto = Type.Object(
  {
    rememberMe: Type.Boolean(),
    createdAt: Type.String({ format: 'date-time' }),
    lastSeenAt: Type.String({ format: 'date-time' }),
    expiresAt: Type.String({
      format: 'date-time',
      description: 'When it ends without another request: the idle or the absolute limit, whichever is first.',
    }),
    absoluteExpiresAt: Type.String({ format: 'date-time' }),
  },
  { title: 'SessionDto', description: 'A signed-in browser session (its secret is never shown again).' },
);

export const NewSessionDto = Type.Object(
  {
    secret: Type.String({ description: 'Shown once: send it as X-Session-Id with every call of this session.' }),
    session: SessionDto,
  },
  { title: 'NewSessionDto', description: 'A session just started.' },
);

export const NewSessionBody = Type.Object(
  { rememberMe: Type.Boolean({ description: '30 days at most (7 idle) instead of 12 hours (2 idle).' }) },
  { additionalProperties: false },
);

export const RenewSessionBody = Type.Object(
  {
    reason: Type.Union([Type.Literal('password_changed'), Type.Literal('signed_out_elsewhere')], {
      description: 'Recorded on every session it ends.',
    }),
  },
  { additionalProperties: false },
);
