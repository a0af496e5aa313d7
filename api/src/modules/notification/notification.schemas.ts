import { Type } from 'typebox';
import { PageQuery } from '../../http/paging.js';
import { DateTime, Nullable } from '../../http/schemas.js';

export const NotificationDto = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.String({ description: 'Open set: NEW_THREAD, NEW_REPLY, JOIN_REQUEST today.' }),
    title: Type.String(),
    body: Nullable(Type.String()),
    link: Nullable(Type.String({ description: 'The app path it is about, e.g. /dashboard/inbox/12.' })),
    subjectKind: Nullable(Type.String()),
    subjectId: Nullable(Type.Integer()),
    createdAt: DateTime,
    readAt: Nullable(DateTime),
  },
  { title: 'NotificationDto', description: 'Something that happened for the caller.' },
);

export const NotificationPageDto = Type.Object(
  {
    content: Type.Array(NotificationDto),
    page: Type.Integer(),
    size: Type.Integer(),
    totalElements: Type.Integer(),
    totalPages: Type.Integer(),
    unreadCount: Type.Integer({ description: "All of the caller's unread notifications." }),
  },
  { title: 'NotificationPageDto', description: 'Notifications, newest first.' },
);

export const NotificationListQuery = Type.Object({
  page: PageQuery.properties.page,
  size: PageQuery.properties.size,
  unreadOnly: Type.Optional(Type.Boolean({ default: false })),
});

export const NotificationCountDto = Type.Object({ count: Type.Integer() }, { title: 'NotificationCountDto' });

export const NotificationChangeDto = Type.Object(
  { notification: Type.Optional(NotificationDto), unreadCount: Type.Integer() },
  { title: 'NotificationChangeDto', description: 'The changed notification (one) and the unread count after.' },
);

export const NotificationReadBody = Type.Object(
  { read: Type.Boolean({ default: true }) },
  { title: 'NotificationReadBody', additionalProperties: false },
);

/** Nothing to say: an empty JSON object (the OpenAPI contract gives every POST a body). */
export const ReadAllBody = Type.Object({}, { title: 'ReadAllBody', additionalProperties: false });
