import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { currentUrl, renderApp } from '../../../test/renderApp';
import { buildFolder, buildMessage, buildThread, HELIXA } from '../testing/messagingFactories';
import { FIRST_PAGE, foldersMock, threadPageMock, threadViewMock } from '../testing/messagingMocks';
import { InboxThreadsDocument } from './InboxPage';
import '../../../test/resizeObserver';
import '../testing/silentSocket';
import { threadListInput } from '../useInboxParams';

const viewer = buildViewer({ permissions: ['MEMBER_DASHBOARD', 'INBOX', 'SEND_MESSAGES'] });

function openInbox(entry: string, mocks: MockLink.MockedResponse[]) {
  return renderApp(entry, { mocks: [appViewerMock(viewer), foldersMock([buildFolder()]), ...mocks] });
}

const threads = Array.from({ length: 20 }, (_, index) =>
  buildThread({
    id: `thread-${index + 1}`,
    subject: `Study ${index + 1}`,
    unreadCount: index === 0 ? 2 : 0,
    lastMessage: buildMessage({ id: `message-${index + 1}`, body: `Hello\nfrom <b>Helixa</b> ${index + 1}` }),
  }),
);

describe('InboxPage: the thread list', () => {
  it('lists threads with the other company, snippet and unread count when the inbox has threads', async () => {
    openInbox('/dashboard/inbox', [threadPageMock(threads, { totalElements: 134 })]);

    const list = await screen.findByRole('list', { name: 'Conversations' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(20);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('link', { name: '2 unread: Study 1' }).getAttribute('href')).toBe(
      '/dashboard/inbox/thread-1',
    );
    expect(first.getByText(HELIXA.name)).toBeDefined();
    // The snippet is on one line and shows tags as text.
    expect(first.getByText('Hello from <b>Helixa</b> 1')).toBeDefined();
    expect(screen.getByText('Showing 1–20 of 134')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
  });

  it('goes to the next page when Next is pressed', async () => {
    const next = { ...FIRST_PAGE, page: 1 };
    const { router } = openInbox('/dashboard/inbox', [
      threadPageMock(threads, { totalElements: 134 }),
      threadPageMock([buildThread({ id: 'thread-21', subject: 'Study 21' })], { params: next, totalElements: 134 }),
    ]);

    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('link', { name: 'Study 21' })).toBeDefined();
    expect(screen.getByText('Showing 21–40 of 134')).toBeDefined();
    expect(currentUrl(router)).toBe('/dashboard/inbox?page=1');
  });

  it('searches from the first page with the trimmed text when the search is submitted', async () => {
    const searched = { ...FIRST_PAGE, search: 'oncology' };
    const { router } = openInbox('/dashboard/inbox?page=2', [
      threadPageMock(threads, { params: { ...FIRST_PAGE, page: 2 }, totalElements: 134 }),
      threadPageMock([], { params: searched }),
    ]);

    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search conversations' }), {
      target: { value: '  oncology ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('No conversations match “oncology”.')).toBeDefined();
    expect(currentUrl(router)).toBe('/dashboard/inbox?q=oncology');
  });

  it('explains how to start a conversation when the inbox is empty', async () => {
    openInbox('/dashboard/inbox', [threadPageMock([])]);

    expect(await screen.findByText('No conversations yet.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Search companies' }).getAttribute('href')).toBe('/search');
  });

  it('says the folder is empty when a folder has no threads', async () => {
    const folder = { ...FIRST_PAGE, place: { location: 'FOLDER' as const, folderId: 'folder-1' } };
    openInbox('/dashboard/inbox?folder=folder-1', [threadPageMock([], { params: folder })]);

    expect(await screen.findByText(/This folder is empty/)).toBeDefined();
    const nav = screen.getByRole('navigation', { name: 'Folders' });
    // The folders answer separately from the list.
    const link = await within(nav).findByRole('link', { name: /Partners/ });
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('shows the error and loads again when Try again is pressed after a failure', async () => {
    const input = threadListInput(FIRST_PAGE);
    openInbox('/dashboard/inbox', [
      { request: { query: InboxThreadsDocument, variables: { input } }, error: new Error('offline') },
      threadPageMock(threads.slice(0, 1)),
    ]);

    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: '2 unread: Study 1' })).toBeDefined();
  });
});

describe('InboxPage: a thread', () => {
  it('shows the messages oldest first with links and tags as text when a thread is open', async () => {
    const thread = buildThread();
    const older = buildMessage({ id: 'message-0', body: 'First <script>x</script>\nsee https://helixa.example' });
    const newer = buildMessage({ id: 'message-1', body: 'Second' });
    openInbox('/dashboard/inbox/thread-1', [
      threadPageMock([thread]),
      threadViewMock('thread-1', thread, [newer, older]),
    ]);

    const messages = await screen.findByRole('list', { name: 'Messages' });
    const items = within(messages).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p:last-child')?.textContent)).toEqual([
      'First <script>x</script>\nsee https://helixa.example',
      'Second',
    ]);
    expect(document.querySelector('script')).toBeNull();
    const link = within(messages).getByRole('link', { name: 'https://helixa.example' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('heading', { level: 2, name: 'Phase II oncology study' })).toBeDefined();
  });

  it('says why and offers no reply box when the viewer cannot reply', async () => {
    const thread = buildThread({ canReply: false, replyBlockedReason: 'Only chosen members answer this inbox.' });
    openInbox('/dashboard/inbox/thread-1', [threadPageMock([thread]), threadViewMock('thread-1', thread)]);

    expect(await screen.findByText('Only chosen members answer this inbox.')).toBeDefined();
    expect(screen.queryByRole('textbox', { name: /Your reply/ })).toBeNull();
  });

  it('shows the same not-found state when the thread is missing or not the viewer’s', async () => {
    openInbox('/dashboard/inbox/thread-9', [threadPageMock([]), threadViewMock('thread-9', null)]);

    expect(await screen.findByRole('heading', { name: 'Conversation not found' })).toBeDefined();
  });
});
