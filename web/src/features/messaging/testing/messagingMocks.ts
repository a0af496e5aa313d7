import type { MockLink } from '@apollo/client/testing';
import { ContactAvailabilityDocument } from '../components/ContactCompanyDialog';
import { MESSAGES_PER_PAGE } from '../components/EarlierMessages';
import { ThreadViewDocument } from '../components/ThreadView';
import { UnreadNavCountsDocument } from '../components/UnreadNavBadge';
import { CompanyInboxThreadsDocument, InboxThreadsDocument } from '../pages/InboxPage';
import type { InboxParams } from '../useInboxParams';
import { threadListInput } from '../useInboxParams';
import { MessageFoldersDocument } from '../useMessageFolders';
import type { TestFolder, TestMessage, TestThread } from './messagingFactories';

const ALWAYS = Number.POSITIVE_INFINITY;

/** The list's first page with no filters. */
export const FIRST_PAGE: InboxParams = { place: { location: 'INBOX' }, search: '', unreadOnly: false, page: 0 };

/** One page of an inbox list, answering exactly these filters. */
export function threadPageMock(
  threads: TestThread[],
  { params = FIRST_PAGE, totalElements = threads.length, box = 'PERSONAL' as 'PERSONAL' | 'COMPANY' } = {},
): MockLink.MockedResponse {
  const input = threadListInput(params);
  const page = {
    __typename: 'MessageThreadPage',
    items: threads,
    page: params.page,
    size: input.size,
    totalElements,
    totalPages: Math.ceil(totalElements / (input.size ?? 20)),
  };
  return box === 'PERSONAL'
    ? {
        request: { query: InboxThreadsDocument, variables: { input } },
        result: { data: { inboxThreads: page } },
        maxUsageCount: ALWAYS,
      }
    : {
        request: { query: CompanyInboxThreadsDocument, variables: { input } },
        result: { data: { companyInboxThreads: page } },
        maxUsageCount: ALWAYS,
      };
}

export function foldersMock(folders: TestFolder[] = []): MockLink.MockedResponse {
  return {
    request: { query: MessageFoldersDocument },
    result: { data: { messageFolders: folders } },
    maxUsageCount: ALWAYS,
  };
}

/** `messageThread(id)` with its latest messages (newest first, as the api pages them); null: not found. */
export function threadViewMock(
  id: string,
  thread: TestThread | null,
  messages: TestMessage[] = thread ? [thread.lastMessage] : [],
  totalPages = 1,
): MockLink.MockedResponse {
  const answer = thread && {
    ...thread,
    messages: {
      __typename: 'MessagePage',
      items: messages,
      totalPages,
      totalElements: messages.length,
    },
  };
  return {
    request: { query: ThreadViewDocument, variables: { id, size: MESSAGES_PER_PAGE } },
    result: { data: { messageThread: answer } },
    maxUsageCount: ALWAYS,
  };
}

export function contactAvailabilityMock(
  companyId: string,
  {
    canContact,
    reason = null,
    reachOutsLeft = null,
  }: { canContact: boolean; reason?: string | null; reachOutsLeft?: number | null },
): MockLink.MockedResponse {
  return {
    request: { query: ContactAvailabilityDocument, variables: { companyId } },
    result: {
      data: { contactAvailability: { __typename: 'ContactAvailability', canContact, reason, reachOutsLeft } },
    },
    maxUsageCount: ALWAYS,
  };
}

/** Unread threads per box, for the header's badge and the inbox page's tabs (both ask). */
export function unreadCountsMock(inbox: number, companyInbox: number): MockLink.MockedResponse {
  return {
    request: { query: UnreadNavCountsDocument },
    result: { data: { unreadMessageCounts: { __typename: 'UnreadMessageCounts', inbox, companyInbox } } },
    maxUsageCount: ALWAYS,
  };
}
