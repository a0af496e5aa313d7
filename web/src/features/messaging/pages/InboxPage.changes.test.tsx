import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../../../shared/routing/routeTypes';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { currentUrl, renderApp } from '../../../test/renderApp';
import '../../../test/resizeObserver';
import { ContactCompanyButton } from '../components/ContactCompanyButton';
import { contactAvailabilityMock } from '../testing/messagingMocks';
import { buildMessage, buildThread } from '../testing/messagingFactories';
import { fakeInbox, type InboxState } from '../testing/fakeInbox';
import '../testing/silentSocket';

// Issue 26: each change shows everywhere on screen from its own answer, with no reload and no
// live event (the socket stays silent here): the thread's row, the folders, the tabs, the header's
// Inbox badge and the bell.

const viewer = buildViewer({ permissions: ['MEMBER_DASHBOARD', 'INBOX', 'SEND_MESSAGES'] });

/** Two inbox threads, the newer one unread with two notifications about it; one folder. */
function inbox(unread = 2): InboxState {
  const study = buildThread({ id: 'thread-1', subject: 'Phase II oncology study', unreadCount: unread });
  const budget = buildThread({
    id: 'thread-2',
    subject: 'Site budget',
    lastMessage: buildMessage({ id: 'message-2', body: 'The budget is attached.', sentAt: '2026-11-19T10:00:00.000Z' }),
  });
  return {
    threads: [study, budget].map((thread) => ({ ...thread, messages: [thread.lastMessage] })),
    folders: [{ id: 'folder-1', name: 'Partners' }],
    bell: 3,
    threadNotifications: { 'thread-1': unread },
  };
}

// A page holding only the reach-out button, as a profile or a search result holds it.
const probe: AppRoute = {
  path: '/probe',
  page: () => <ContactCompanyButton companyId="company-11" companyName="Helixa Biotherapeutics" />,
  needsLogin: false,
  skipLoading: true,
  seo: { title: 'Probe', description: 'Probe.' },
};

function open(entry: string, state: InboxState) {
  return renderApp(entry, {
    mocks: [appViewerMock(viewer), contactAvailabilityMock('company-11', { canContact: true }), ...fakeInbox(state)],
    extraRoutes: [probe],
  });
}

const headerInbox = async (name: string) =>
  within(await screen.findByRole('navigation', { name: 'Main' })).findByRole('link', { name });
const tab = async (name: string) =>
  within(await screen.findByRole('navigation', { name: 'Inboxes' })).findByRole('link', { name });
const folder = async (name: string | RegExp) =>
  within(await screen.findByRole('navigation', { name: 'Folders' })).findByRole('link', { name });
const rows = async () => within(await screen.findByRole('list', { name: 'Conversations' }));
const rowNames = async () => (await rows()).getAllByRole('listitem').map((row) => row.textContent);

/** Opens a thread's menu in the list and picks `item`. */
async function pick(subject: string, item: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${subject}` }));
  // Chakra's menu picks the item the pointer went down on.
  const option = await screen.findByRole('menuitem', { name: item });
  fireEvent.pointerDown(option);
  await waitFor(() => expect(option.hasAttribute('data-highlighted')).toBe(true));
  fireEvent.click(option);
}

/** Waits for every count on screen to have loaded, so what follows is the change's doing. */
async function countsShown(inboxName: string, bellName: string) {
  await headerInbox(inboxName);
  await screen.findByRole('button', { name: bellName });
}

describe('InboxPage: a change shows without a reload', () => {
  it('counts a thread read everywhere when it opens (markThreadRead)', async () => {
    open('/dashboard/inbox', inbox());
    await countsShown('Inbox 1 unread', 'Notifications, 3 unread');
    await tab('My inbox 1 unread');

    fireEvent.click((await rows()).getByRole('link', { name: '2 unread: Phase II oncology study' }));

    expect(await (await rows()).findByRole('link', { name: 'Phase II oncology study' })).toBeDefined();
    expect(await headerInbox('Inbox')).toBeDefined();
    expect(await tab('My inbox')).toBeDefined();
    // Its two notifications were read with it: the bell counts them down.
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeDefined();
  });

  it('counts a thread marked unread from its menu (markThreadRead)', async () => {
    open('/dashboard/inbox', inbox(0));
    await countsShown('Inbox', 'Notifications, 3 unread');

    await pick('Phase II oncology study', 'Mark as unread');

    expect(await (await rows()).findByRole('link', { name: '1 unread: Phase II oncology study' })).toBeDefined();
    expect(await headerInbox('Inbox 1 unread')).toBeDefined();
    expect(await tab('My inbox 1 unread')).toBeDefined();
  });

  it('takes a moved thread off the list and counts it in its folder (moveThread)', async () => {
    open('/dashboard/inbox', inbox(1));
    expect(await folder('Partners')).toBeDefined();

    await pick('Phase II oncology study', 'Partners');

    expect(await folder(/^Partners\s?1 unread$/)).toBeDefined();
    await waitFor(async () => expect(await rowNames()).toHaveLength(1));
    expect((await rows()).queryByRole('link', { name: /Phase II oncology study/ })).toBeNull();
  });

  it('shows a reply in the thread and moves its row to the top with it (replyToThread)', async () => {
    open('/dashboard/inbox/thread-2', inbox(0));
    expect((await rowNames())[0]).toContain('Phase II oncology study');

    fireEvent.change(await screen.findByRole('textbox', { name: 'Your reply' }), {
      target: { value: 'Budget approved.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    // Spec §4's confirmation comes first, over the page.
    const sent = within(await screen.findByRole('dialog', { name: 'Reply sent' }));
    fireEvent.click(sent.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reply sent' })).toBeNull());

    const messages = within(await screen.findByRole('list', { name: 'Messages' }));
    expect(await messages.findByText('Budget approved.')).toBeDefined();
    await waitFor(async () => expect((await rowNames())[0]).toContain('You: Budget approved.'));
  });

  it('opens a started thread listed first, not the list as it was (startThread)', async () => {
    const { router } = open('/dashboard/inbox', inbox(0));
    expect((await rowNames())[0]).toContain('Phase II oncology study');
    await router.navigate('/probe');

    fireEvent.click(await screen.findByRole('button', { name: 'Contact Helixa Biotherapeutics' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Contact Helixa Biotherapeutics' }));
    fireEvent.change(await dialog.findByRole('textbox', { name: 'Subject' }), { target: { value: 'Feasibility' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Message' }), { target: { value: 'Twelve sites?' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send message' }));

    // The list shown with it is the new one from the start: the old one is never on screen.
    await screen.findByRole('heading', { level: 1, name: 'Inbox' });
    expect(currentUrl(router)).toMatch(/^\/dashboard\/inbox\/started-/);
    const shown = screen.queryByRole('list', { name: 'Conversations' });
    if (shown) expect(within(shown).getAllByRole('listitem')[0]?.textContent).toContain('Feasibility');
    await waitFor(async () => expect((await rowNames())[0]).toContain('You: Twelve sites?'));
  });
});

/** Opens a folder's menu in the sidebar and picks `item`. */
async function folderAction(name: string, item: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Folder actions: ${name}` }));
  const option = await screen.findByRole('menuitem', { name: item });
  fireEvent.pointerDown(option);
  await waitFor(() => expect(option.hasAttribute('data-highlighted')).toBe(true));
  fireEvent.click(option);
}

async function nameFolder(title: string, name: string) {
  const dialog = within(await screen.findByRole('dialog', { name: title }));
  fireEvent.change(dialog.getByRole('textbox', { name: 'Folder name' }), { target: { value: name } });
  fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
}

/** The folders a thread's menu offers to move it to. */
async function moveTargets(subject: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${subject}` }));
  const group = await screen.findByRole('group', { name: 'Move to folder' });
  const names = within(group)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  fireEvent.keyDown(group, { key: 'Escape' });
  return names;
}

describe('InboxPage: a folder change shows without a reload', () => {
  it('lists a new folder in the sidebar and in every thread menu (createMessageFolder)', async () => {
    open('/dashboard/inbox', inbox(0));
    expect(await folder('Partners')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'New folder' }));
    await nameFolder('New folder', 'Budgets');

    expect(await folder('Budgets')).toBeDefined();
    expect(await moveTargets('Site budget')).toEqual(['Budgets', 'Partners']);
  });

  it('shows a folder renamed in the sidebar and in every thread menu (renameMessageFolder)', async () => {
    open('/dashboard/inbox', inbox(0));
    expect(await folder('Partners')).toBeDefined();

    await folderAction('Partners', 'Rename');
    await nameFolder('Rename folder', 'Sites');

    expect(await folder('Sites')).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Partners' })).toBeNull();
    expect(await moveTargets('Site budget')).toEqual(['Sites']);
  });

  it('drops a deleted folder and lists its threads in the inbox again (deleteMessageFolder)', async () => {
    const state = inbox(1);
    const partners = { __typename: 'MessageFolder' as const, id: 'folder-1', name: 'Partners' };
    Object.assign(state.threads[0] ?? {}, { location: 'FOLDER', folder: partners });
    open('/dashboard/inbox', state);
    expect(await folder(/^Partners\s?1 unread$/)).toBeDefined();
    expect(await rowNames()).toHaveLength(1);

    await folderAction('Partners', 'Delete');
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete the folder “Partners”?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Delete folder' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: /^Partners/ })).toBeNull());
    await waitFor(async () => expect(await rowNames()).toHaveLength(2));
    expect((await rows()).getByRole('link', { name: '1 unread: Phase II oncology study' })).toBeDefined();
  });
});
