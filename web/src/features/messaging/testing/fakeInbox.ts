import type { MockLink } from '@apollo/client/testing';
import type { ThreadListInput, ThreadLocation } from '../../../__generated__/graphql';
import { unreadCountMock } from '../../notification/testing/notificationMocks';
import { StartThreadDocument } from '../components/ContactCompanyDialog';
import { MESSAGES_PER_PAGE } from '../components/EarlierMessages';
import { ReplyToThreadDocument } from '../components/ReplyBox';
import { ThreadViewDocument } from '../components/ThreadView';
import { UnreadNavCountsDocument } from '../components/UnreadNavBadge';
import { InboxThreadsDocument } from '../pages/InboxPage';
import {
  CreateMessageFolderDocument,
  DeleteMessageFolderDocument,
  MessageFoldersDocument,
  RenameMessageFolderDocument,
} from '../useMessageFolders';
import { MarkThreadReadDocument, MoveThreadDocument } from '../useThreadActions';
import { ADA, buildMessage, buildThread, type TestMessage, type TestThread } from './messagingFactories';

/** What the fake server holds for the viewer: threads (with their messages, newest first), folders, the bell. */
export interface InboxState {
  threads: (TestThread & { messages: TestMessage[] })[];
  folders: { id: string; name: string }[];
  /** Unread notifications; `threadNotifications` of them are about each thread (read with it). */
  bell: number;
  threadNotifications: Record<string, number>;
}

const forever = { maxUsageCount: Number.POSITIVE_INFINITY };
const any = () => true;
const typed = <T extends string, V extends object>(__typename: T, value: V) => ({ __typename, ...value });
const later = (minutes: number) => new Date(Date.UTC(2026, 10, 21, 9, minutes)).toISOString();

/**
 * The messaging part of the bff as a test's server: each query answers the state as it is when
 * asked, and each mutation changes it as the api would, answering what the app selects. A page
 * that shows a change without a reload therefore asked again, or was answered the change.
 */
export function fakeInbox(state: InboxState): MockLink.MockedResponse[] {
  let clock = 0;
  const thread = (id: unknown) => state.threads.find((item) => item.id === id);
  const folderOf = (id: string | null | undefined) => {
    const folder = state.folders.find((item) => item.id === id);
    return folder ? typed('MessageFolder', folder) : null;
  };
  const folders = () =>
    state.folders.map((folder) => {
      const held = state.threads.filter((item) => item.folder?.id === folder.id);
      const unreadCount = held.filter((item) => item.unreadCount > 0).length;
      return typed('MessageFolder', { ...folder, threadCount: held.length, unreadCount });
    });
  const foldersPayload = () => ({ __typename: 'MessageFolderPayload', folders: folders(), errors: [] });
  const list = ({ input }: { input: ThreadListInput }) => {
    const items = state.threads
      .filter((item) => item.location === input.location && (item.folder?.id ?? null) === (input.folderId ?? null))
      .filter((item) => !input.unreadOnly || item.unreadCount > 0)
      .sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt))
      .map(({ messages: _messages, ...item }) => item);
    const page = { page: 0, size: 20, totalElements: items.length, totalPages: items.length > 0 ? 1 : 0 };
    return { data: { inboxThreads: typed('MessageThreadPage', { items, ...page }) } };
  };
  const mock = (query: MockLink.MockedResponse['request']['query'], result: (vars: never) => object) => ({
    request: { query, variables: any },
    result: (vars: Record<string, unknown>) => ({ data: result(vars as never) }),
    ...forever,
  });

  return [
    mock(MessageFoldersDocument, () => ({ messageFolders: folders() })),
    { request: { query: InboxThreadsDocument, variables: any }, result: list as never, ...forever },
    mock(UnreadNavCountsDocument, () => ({
      unreadMessageCounts: typed('UnreadMessageCounts', {
        inbox: state.threads.filter((item) => item.unreadCount > 0).length,
        companyInbox: 0,
      }),
    })),
    unreadCountMock(() => state.bell),
    mock(ThreadViewDocument, ({ id, size }: { id: string; size: number }) => {
      const found = thread(id);
      if (!found || size !== MESSAGES_PER_PAGE) return { messageThread: null };
      const { messages, ...rest } = found;
      const page = { items: messages, totalPages: 1, totalElements: messages.length };
      return { messageThread: { ...rest, messages: typed('MessagePage', page) } };
    }),
    mock(MarkThreadReadDocument, ({ threadId, read }: { threadId: string; read: boolean }) => {
      const found = thread(threadId);
      if (found && read) {
        found.unreadCount = 0;
        state.bell -= state.threadNotifications[threadId] ?? 0;
        state.threadNotifications[threadId] = 0;
      } else if (found) found.unreadCount = 1;
      const changed = found && typed('MessageThread', { id: found.id, unreadCount: found.unreadCount });
      return { markThreadRead: { __typename: 'ThreadChangePayload', thread: changed, errors: [] } };
    }),
    mock(MoveThreadDocument, (vars: { threadId: string; location: ThreadLocation; folderId: string | null }) => {
      const found = thread(vars.threadId);
      if (found) Object.assign(found, { location: vars.location, folder: folderOf(vars.folderId) });
      const changed = found && typed('MessageThread', { id: found.id, location: found.location, folder: found.folder });
      return { moveThread: { __typename: 'ThreadChangePayload', thread: changed, errors: [] } };
    }),
    mock(ReplyToThreadDocument, ({ input }: { input: { threadId: string; body: string } }) => {
      const found = thread(input.threadId);
      if (!found) return { replyToThread: { __typename: 'ReplyPayload', message: null, thread: null, errors: [] } };
      const message = buildMessage({ id: `reply-${++clock}`, body: input.body, sentAt: later(clock), isMine: true });
      Object.assign(found, { lastMessage: { ...message, author: ADA }, lastMessageAt: message.sentAt, unreadCount: 0 });
      found.messages = [found.lastMessage, ...found.messages];
      found.messageCount = found.messages.length;
      const { id, lastMessageAt, messageCount, unreadCount } = found;
      const changed = typed('MessageThread', { id, lastMessageAt, messageCount, unreadCount });
      return {
        replyToThread: {
          __typename: 'ReplyPayload',
          message: typed('Message', { id: message.id }),
          thread: changed,
          errors: [],
        },
      };
    }),
    mock(StartThreadDocument, ({ input }: { input: { subject: string; body: string } }) => {
      const message = buildMessage({ id: `start-${++clock}`, body: input.body, sentAt: later(clock), isMine: true });
      const started = buildThread({
        id: `started-${clock}`,
        subject: input.subject,
        lastMessage: { ...message, author: ADA },
      });
      state.threads.push({ ...started, messages: [started.lastMessage] });
      return {
        startThread: {
          __typename: 'StartThreadPayload',
          thread: typed('MessageThread', { id: started.id }),
          errors: [],
        },
      };
    }),
    mock(CreateMessageFolderDocument, ({ name }: { name: string }) => {
      state.folders.push({ id: `folder-new-${++clock}`, name });
      state.folders.sort((a, b) => a.name.localeCompare(b.name));
      return { createMessageFolder: foldersPayload() };
    }),
    mock(RenameMessageFolderDocument, ({ id, name }: { id: string; name: string }) => {
      const folder = state.folders.find((item) => item.id === id);
      if (folder) folder.name = name;
      for (const item of state.threads) if (item.folder?.id === id) item.folder = folderOf(id);
      return { renameMessageFolder: foldersPayload() };
    }),
    mock(DeleteMessageFolderDocument, ({ id }: { id: string }) => {
      state.folders = state.folders.filter((item) => item.id !== id);
      for (const item of state.threads)
        if (item.folder?.id === id) Object.assign(item, { location: 'INBOX' as const, folder: null });
      return { deleteMessageFolder: foldersPayload() };
    }),
  ];
}
