import { type Static, Type } from 'typebox';
import { DateTime, Nullable } from '../../http/schemas.js';

/** How many items each list of the member's home answers at most (docs/member-home.md). */
export const HOME_LIST_SIZE = 8;

export const HomeQuery = Type.Object({
  size: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 20, default: HOME_LIST_SIZE, description: 'Items to list (1-20).' }),
  ),
});

const HomeCompany = Type.Object(
  { id: Type.Integer(), name: Type.String(), alias: Type.String() },
  { title: 'HomeCompanyDto', description: "A company, as the member's home links to it." },
);

export const WaitingThreadDto = Type.Object(
  {
    threadId: Type.Integer(),
    subject: Type.String(),
    box: Type.Enum(['PERSONAL', 'COMPANY'] as const, {
      description: 'PERSONAL: the caller takes part; COMPANY: addressed to their company, which they may answer.',
    }),
    otherCompany: HomeCompany,
    lastAuthorName: Type.String({ description: 'Who wrote the last message (of the other company).' }),
    lastMessageAt: DateTime,
    unread: Type.Boolean({ description: 'The caller has not read the last message.' }),
  },
  { title: 'WaitingThreadDto', description: 'A thread whose last message came from another company.' },
);

export const WaitingThreadsDto = Type.Object(
  {
    items: Type.Array(WaitingThreadDto, { description: 'Newest last message first.' }),
    total: Type.Integer({ description: "Every thread waiting for the caller's reply." }),
  },
  { title: 'WaitingThreadsDto', description: "Threads waiting for the caller's reply." },
);

const RequestStatus = Type.Enum(['DRAFT', 'OPEN', 'CLOSED', 'AWARDED'] as const);
const ResponseStatus = Type.Enum(['SUBMITTED', 'SHORTLISTED', 'DECLINED', 'AWARDED', 'NOT_AWARDED'] as const);

export const HomeRequestDto = Type.Object(
  {
    requestId: Type.Integer(),
    title: Type.String(),
    status: RequestStatus,
    responseDeadline: Type.String({ format: 'date', description: 'The last day responses are taken (UTC).' }),
    responseCount: Type.Integer(),
    mine: Type.Boolean({ description: 'Posted by the caller (else by a colleague).' }),
    postedByName: Type.String(),
  },
  { title: 'HomeRequestDto', description: "An open request of the caller's company." },
);

export const HomeResponseDto = Type.Object(
  {
    responseId: Type.Integer(),
    status: ResponseStatus,
    respondedAt: DateTime,
    mine: Type.Boolean({ description: 'Sent by the caller (else by a colleague).' }),
    requestId: Type.Integer(),
    requestTitle: Type.String(),
    requestStatus: RequestStatus,
    responseDeadline: Type.String({ format: 'date' }),
    poster: HomeCompany,
  },
  { title: 'HomeResponseDto', description: "The caller company's response to another company's request." },
);

export const HomeDeadlinesDto = Type.Object(
  {
    requests: Type.Array(HomeRequestDto, { description: "The caller's own first, then by deadline." }),
    openRequestCount: Type.Integer({ description: 'Open requests of the company in all.' }),
    responses: Type.Array(HomeResponseDto, {
      description: 'Those to open requests first, by deadline; then the latest decided ones.',
    }),
    responseCount: Type.Integer({ description: "Responses of the company to others' requests in all." }),
  },
  { title: 'HomeDeadlinesDto', description: 'Requests and responses with their deadlines.' },
);

export const WatchedChangeDto = Type.Object(
  {
    notificationId: Type.Integer(),
    kind: Type.String({ description: "The watch update's kind, e.g. WATCHED_COMPANY_UPDATED." }),
    title: Type.String(),
    link: Nullable(Type.String()),
    at: DateTime,
    company: HomeCompany,
  },
  { title: 'WatchedChangeDto', description: 'A change to a watched company, as its watch update told it.' },
);

export const HomeWatchedDto = Type.Object(
  {
    folderCount: Type.Integer({ description: 'Folders the caller owns or that colleagues share with them.' }),
    companyCount: Type.Integer({ description: 'Different companies in those folders.' }),
    changes: Nullable(
      Type.Array(WatchedChangeDto, {
        description: "Latest first, last 90 days. Null while impersonating: they are the user's notifications.",
      }),
    ),
  },
  { title: 'HomeWatchedDto', description: 'The companies the caller watches and what changed.' },
);

export const PROFILE_ITEMS = ['NAME', 'JOB_TITLE', 'PHONE', 'LINKEDIN', 'PICTURE', 'LOCATION'] as const;
export const INTEREST_ITEMS = ['THERAPEUTIC_AREAS', 'SERVICES', 'PRODUCTS', 'REGIONS', 'TRIAL_PHASES'] as const;

const Checklist = <T extends readonly string[]>(keys: T, title: string, description: string) =>
  Type.Object(
    {
      percent: Type.Integer({ minimum: 0, maximum: 100, description: 'Done items of all, rounded down.' }),
      complete: Type.Boolean(),
      items: Type.Array(Type.Object({ key: Type.Enum(keys), done: Type.Boolean() }, { title: `${title}ItemDto` })),
    },
    { title, description },
  );

export const HomeCompletenessDto = Type.Object(
  {
    profile: Checklist(PROFILE_ITEMS, 'ProfileCompletenessDto', "The caller's profile fields."),
    interests: Checklist(
      INTEREST_ITEMS,
      'InterestsCompletenessDto',
      'Spec §5: complete only if every list is non-empty and trial phases supported is set.',
    ),
  },
  { title: 'HomeCompletenessDto', description: "How complete the caller's profile and interests are." },
);

export type WaitingThreads = Static<typeof WaitingThreadsDto>;
export type HomeDeadlines = Static<typeof HomeDeadlinesDto>;
export type HomeWatched = Static<typeof HomeWatchedDto>;
export type HomeCompleteness = Static<typeof HomeCompletenessDto>;
