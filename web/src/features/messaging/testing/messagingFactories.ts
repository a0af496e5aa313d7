import type { CompanyReplyPolicy, ThreadLocation } from '../../../__generated__/graphql';

// Messaging data as the bff sends it (with __typename, which Apollo's cache needs). The viewer of
// the tests (test/factories: Ada Lovelace of Northwind Trials, company-1) writes for company-1.

export interface TestThreadCompany {
  __typename: 'ThreadCompany';
  id: string;
  name: string;
  alias: string;
  logoUrl: string | null;
}

export interface TestThreadPerson {
  __typename: 'ThreadPerson';
  userId: string;
  name: string;
  jobTitle: string | null;
  company: TestThreadCompany;
}

export interface TestMessage {
  __typename: 'Message';
  id: string;
  body: string;
  sentAt: string;
  isMine: boolean;
  author: TestThreadPerson;
}

export interface TestThread {
  __typename: 'MessageThread';
  id: string;
  subject: string;
  fromCompany: TestThreadCompany;
  toCompany: TestThreadCompany | null;
  createdAt: string;
  lastMessageAt: string;
  lastMessage: TestMessage;
  messageCount: number;
  unreadCount: number;
  location: ThreadLocation;
  folder: { __typename: 'MessageFolder'; id: string; name: string } | null;
  participants: TestThreadPerson[];
  canReply: boolean;
  replyBlockedReason: string | null;
}

export const NORTHWIND: TestThreadCompany = {
  __typename: 'ThreadCompany',
  id: 'company-1',
  name: 'Northwind Trials',
  alias: 'northwind-trials',
  logoUrl: null,
};

export const HELIXA: TestThreadCompany = {
  __typename: 'ThreadCompany',
  id: 'company-11',
  name: 'Helixa Biotherapeutics',
  alias: 'helixa',
  logoUrl: null,
};

export const ADA: TestThreadPerson = {
  __typename: 'ThreadPerson',
  userId: 'user-1',
  name: 'Ada Lovelace',
  jobTitle: 'Head of Clinical Operations',
  company: NORTHWIND,
};

export const SOPHIA: TestThreadPerson = {
  __typename: 'ThreadPerson',
  userId: 'user-2',
  name: 'Sophia Reyes',
  jobTitle: 'Business Development',
  company: HELIXA,
};

export function buildMessage(overrides: Partial<TestMessage> = {}): TestMessage {
  return {
    __typename: 'Message',
    id: 'message-1',
    body: 'Could you run a phase II oncology study in Europe?',
    sentAt: '2026-11-20T10:00:00.000Z',
    isMine: false,
    author: SOPHIA,
    ...overrides,
  };
}

export function buildThread(overrides: Partial<TestThread> = {}): TestThread {
  const lastMessage = overrides.lastMessage ?? buildMessage();
  return {
    __typename: 'MessageThread',
    id: 'thread-1',
    subject: 'Phase II oncology study',
    fromCompany: HELIXA,
    toCompany: NORTHWIND,
    createdAt: '2026-11-20T10:00:00.000Z',
    lastMessageAt: lastMessage.sentAt,
    lastMessage,
    messageCount: 1,
    unreadCount: 0,
    location: 'INBOX',
    folder: null,
    participants: [SOPHIA],
    canReply: true,
    replyBlockedReason: null,
    ...overrides,
  };
}

export interface TestFolder {
  __typename: 'MessageFolder';
  id: string;
  name: string;
  threadCount: number;
  unreadCount: number;
}

export function buildFolder(overrides: Partial<TestFolder> = {}): TestFolder {
  return {
    __typename: 'MessageFolder',
    id: 'folder-1',
    name: 'Partners',
    threadCount: 2,
    unreadCount: 1,
    ...overrides,
  };
}

export function buildInboxSettings(replyPolicy: CompanyReplyPolicy = 'ALL_MEMBERS', viewerCanReply = true) {
  return {
    __typename: 'CompanyInboxSettings' as const,
    replyPolicy,
    viewerCanReply,
    repliers: [] as TestThreadPerson[],
  };
}
