import { type Static, type TSchema, Type } from 'typebox';
import { PageQuery } from '../../http/paging.js';
import { DateTime, Nullable } from '../../http/schemas.js';
import { MESSAGING_TEXT_LIMITS } from './messaging.limits.js';
import { REPLY_POLICIES } from './messaging.table.js';

export const THREAD_LOCATIONS = ['INBOX', 'ARCHIVE', 'FOLDER'] as const;
export type ThreadLocation = (typeof THREAD_LOCATIONS)[number];
export const BOXES = ['PERSONAL', 'COMPANY'] as const;

/** A page of `item` with its own component name (spec §7's paging). */
export const NamedPage = <T extends TSchema>(item: T, title: string, description: string) =>
  Type.Object(
    {
      content: Type.Array(item),
      page: Type.Integer(),
      size: Type.Integer(),
      totalElements: Type.Integer(),
      totalPages: Type.Integer(),
    },
    { title, description },
  );

export const ThreadCompanyDto = Type.Object(
  { id: Type.Integer(), name: Type.String(), alias: Type.String(), logoUrl: Nullable(Type.String()) },
  { title: 'ThreadCompanyDto', description: 'A company as a thread shows it: enough to name and link it.' },
);

export const ThreadPersonDto = Type.Object(
  {
    userId: Type.Integer(),
    name: Type.String({ description: 'First and last name.' }),
    jobTitle: Nullable(Type.String()),
    company: ThreadCompanyDto,
  },
  { title: 'ThreadPersonDto', description: 'A person who takes part in a thread or wrote a message.' },
);
export type ThreadPersonDto = Static<typeof ThreadPersonDto>;

export const MessageDto = Type.Object(
  {
    id: Type.Integer(),
    threadId: Type.Integer(),
    body: Type.String({ description: 'Plain text as written (clients render it as text).' }),
    sentAt: DateTime,
    author: ThreadPersonDto,
    isMine: Type.Boolean({ description: 'True when the caller wrote it.' }),
  },
  { title: 'MessageDto', description: 'One message of a thread.' },
);
export type MessageDto = Static<typeof MessageDto>;

export const MessageFolderDto = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    threadCount: Type.Integer({ description: 'Threads the caller keeps in it.' }),
    unreadCount: Type.Integer({ description: 'Of those, the ones with messages the caller has not read.' }),
  },
  { title: 'MessageFolderDto', description: "One of the caller's own folders." },
);
export type MessageFolderDto = Static<typeof MessageFolderDto>;

export const ThreadDto = Type.Object(
  {
    id: Type.Integer(),
    subject: Type.String(),
    fromCompany: ThreadCompanyDto,
    toCompany: Nullable(ThreadCompanyDto),
    about: Nullable(Type.Object({ kind: Type.String(), id: Type.Integer() })),
    createdAt: DateTime,
    lastMessageAt: DateTime,
    lastMessage: MessageDto,
    messageCount: Type.Integer(),
    unreadCount: Type.Integer({ description: 'Messages by others the caller has not read.' }),
    location: Type.Enum(THREAD_LOCATIONS),
    folder: Nullable(MessageFolderDto),
    participants: Type.Array(ThreadPersonDto),
    canReply: Type.Boolean(),
    replyBlockedReason: Nullable(Type.String({ description: 'Why the caller cannot reply, in words for them.' })),
  },
  { title: 'ThreadDto', description: 'A conversation as the caller sees it (everything an inbox row shows).' },
);
export type ThreadDto = Static<typeof ThreadDto>;

export const ThreadPageDto = NamedPage(ThreadDto, 'ThreadPageDto', 'Threads, newest activity first.');
export const MessagePageDto = NamedPage(MessageDto, 'MessagePageDto', "A thread's messages, newest first.");

export const ThreadListQuery = Type.Object({
  ...PageQuery.properties,
  box: Type.Optional(Type.Enum(BOXES, { default: 'PERSONAL' })),
  location: Type.Optional(Type.Enum(THREAD_LOCATIONS)),
  folderId: Type.Optional(Type.Integer({ minimum: 1 })),
  q: Type.Optional(
    Type.String({ maxLength: MESSAGING_TEXT_LIMITS.searchWords, description: 'Words (web search syntax).' }),
  ),
  unreadOnly: Type.Optional(Type.Boolean({ default: false })),
});
export type ThreadListQuery = Static<typeof ThreadListQuery>;

const Subject = Type.String({ minLength: 1, maxLength: MESSAGING_TEXT_LIMITS.threadSubject });
const Body = Type.String({ minLength: 1, maxLength: MESSAGING_TEXT_LIMITS.threadMessage });

export const StartThreadBody = Type.Object(
  {
    toCompanyId: Type.Integer({ minimum: 1 }),
    subject: Subject,
    body: Body,
    about: Type.Optional(
      Type.Object(
        { kind: Type.String({ pattern: '^[A-Z_]{1,40}$' }), id: Type.Integer({ minimum: 1 }) },
        { additionalProperties: false },
      ),
    ),
  },
  { title: 'StartThreadBody', additionalProperties: false },
);
export type StartThreadBody = Static<typeof StartThreadBody>;

export const ReplyBody = Type.Object({ body: Body }, { title: 'ReplyBody', additionalProperties: false });
export const ThreadReadBody = Type.Object(
  { read: Type.Boolean() },
  { title: 'ThreadReadBody', additionalProperties: false },
);
export const ThreadLocationBody = Type.Object(
  {
    location: Type.Enum(THREAD_LOCATIONS),
    folderId: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { title: 'ThreadLocationBody', additionalProperties: false },
);
export const FolderBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: MESSAGING_TEXT_LIMITS.folderName }) },
  { title: 'FolderBody', additionalProperties: false },
);

export const UnreadCountsDto = Type.Object(
  {
    inbox: Type.Integer({ description: 'Threads the caller takes part in with unread messages.' }),
    companyInbox: Type.Integer({ description: "Threads addressed to the caller's company with unread messages." }),
  },
  { title: 'UnreadCountsDto' },
);

export const ContactAvailabilityDto = Type.Object(
  {
    canContact: Type.Boolean(),
    reason: Nullable(Type.String({ description: 'Why not, in words for the caller.' })),
    reachOutsLeft: Nullable(Type.Integer({ description: 'New threads left this month on Explorer; null: unlimited.' })),
  },
  { title: 'ContactAvailabilityDto', description: 'Whether the caller can start a thread with a company now.' },
);

export const ReplyPolicy = Type.Enum(REPLY_POLICIES);
export const CompanyInboxSettingsDto = Type.Object(
  {
    companyId: Type.Integer(),
    replyPolicy: ReplyPolicy,
    repliers: Type.Array(ThreadPersonDto, { description: 'The chosen members (empty under ALL_MEMBERS).' }),
    viewerCanReply: Type.Boolean(),
  },
  { title: 'CompanyInboxSettingsDto', description: "Who may answer a company's inbox." },
);
export type CompanyInboxSettingsDto = Static<typeof CompanyInboxSettingsDto>;

export const CompanyInboxSettingsBody = Type.Object(
  {
    replyPolicy: ReplyPolicy,
    replierUserIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 500, default: [] }),
  },
  { title: 'CompanyInboxSettingsBody', additionalProperties: false },
);
