import { Type } from 'typebox';
import { PageQuery } from '../../http/paging.js';
import { DateTime, Nullable } from '../../http/schemas.js';

export const UsersQuery = Type.Object({
  ...PageQuery.properties,
  searchString: Type.Optional(
    Type.String({ maxLength: 200, description: 'Matches first/last name, email or company name, case-insensitively.' }),
  ),
});

export const AuditQuery = Type.Object({
  ...PageQuery.properties,
  targetUserId: Type.Optional(Type.Integer({ minimum: 1 })),
});

export const AuditEntry = Type.Object(
  {
    id: Type.Integer(),
    adminSub: Type.String(),
    adminEmail: Nullable(Type.String()),
    targetUserId: Nullable(Type.Integer()),
    method: Type.String(),
    path: Type.String(),
    statusCode: Type.Integer(),
    createdAt: DateTime,
  },
  { title: 'AuditEntry' },
);
