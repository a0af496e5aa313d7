import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { graphQLError } from '../../../test/mocks';
import {
  buildNotification,
  markAllReadMock,
  markReadMock,
  notificationPageMock,
  unreadCountMock,
} from '../testing/notificationMocks';
import { renderBell } from '../testing/renderBell';
import { NotificationListQueryDocument } from './notificationListQuery';

const thread = buildNotification();
const joinRequest = buildNotification({
  id: 'notification-2',
  kind: 'JOIN_REQUEST',
  title: 'Grace Hopper asks to join Northwind Trials',
  body: null,
  link: '/dashboard/team',
  readAt: '2026-11-30T10:00:00.000Z',
});
const surprise = buildNotification({
  id: 'notification-3',
  kind: 'CAPABILITY_ALERT_MATCH',
  title: 'A new company matches your alert',
  body: 'Oncology site network in Portugal',
  link: 'https://evil.test/phish',
});

async function openPopover(count = 1) {
  const bell = await screen.findByRole('button', { name: `Notifications, ${count} unread` });
  fireEvent.click(bell);
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('NotificationPopover', () => {
  it('lists the newest notifications, unknown kinds through the fallback, when the bell is pressed', async () => {
    renderBell([unreadCountMock(2), notificationPageMock(0, [thread, joinRequest, surprise])]);

    const dialog = await openPopover(2);
    const list = await within(dialog).findByRole('list', { name: 'Notifications' });
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(3);
    const first = within(list).getByRole('link', { name: /Helixa Bio wrote to Northwind Trials/ });
    expect(first.textContent).toContain('Unread: ');
    expect(first.textContent).toContain('5 min ago');
    expect(first.getAttribute('href')).toBe('/dashboard/inbox/12');
    const read = within(list).getByRole('link', { name: /Grace Hopper asks to join/ });
    expect(read.textContent).not.toContain('Unread');
    // A kind this client does not know still shows its title and body; its link leaves the app,
    // so it is a button that only marks it read.
    const unknown = within(list).getByRole('button', { name: /A new company matches your alert/ });
    expect(unknown.textContent).toContain('Oncology site network in Portugal');
  });

  it('marks an entry read, follows its link and closes when it is clicked', async () => {
    const marked = vi.fn();
    renderBell([unreadCountMock(3), notificationPageMock(0, [thread]), markReadMock(thread.id, 2, marked)]);

    const dialog = await openPopover(3);
    fireEvent.click(await within(dialog).findByRole('link', { name: /Helixa Bio wrote/ }));

    await waitFor(() => expect(marked).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status', { name: 'Current path' }).textContent).toBe('/dashboard/inbox/12');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeDefined();
  });

  it('only marks read, and stays, when the entry leads nowhere in the app', async () => {
    const marked = vi.fn();
    renderBell([unreadCountMock(1), notificationPageMock(0, [surprise]), markReadMock(surprise.id, 0, marked)]);

    const dialog = await openPopover();
    const entry = await within(dialog).findByRole('button', { name: /A new company matches/ });
    fireEvent.click(entry);

    await waitFor(() => expect(marked).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(entry.textContent).not.toContain('Unread'));
    expect(screen.getByRole('status', { name: 'Current path' }).textContent).toBe('/dashboard');
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeDefined();
  });

  it('marks every notification read with "Mark all as read"', async () => {
    const marked = vi.fn();
    const other = buildNotification({ id: 'notification-4', title: 'Acme CRO replied' });
    renderBell([unreadCountMock(2), notificationPageMock(0, [thread, other]), markAllReadMock(marked)]);

    const dialog = await openPopover(2);
    await within(dialog).findByRole('link', { name: /Acme CRO replied/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(marked).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(dialog).queryByText(/Unread/)).toBeNull());
    expect(within(dialog).getAllByRole('link')).toHaveLength(2);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toHaveProperty('disabled', true);
  });

  it('says so when there are no notifications yet', async () => {
    renderBell([unreadCountMock(0), notificationPageMock(0, [])]);

    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(
      await within(dialog).findByText('No notifications yet. Messages and join requests to your company appear here.'),
    ).toBeDefined();
    expect(within(dialog).queryByRole('list')).toBeNull();
  });

  it('shows an error with a retry that loads the list when loading fails', async () => {
    renderBell([
      unreadCountMock(1),
      {
        request: { query: NotificationListQueryDocument, variables: { page: 0 } },
        result: graphQLError('Something went wrong.', 'UPSTREAM_UNAVAILABLE'),
      },
      notificationPageMock(0, [thread]),
    ]);

    const dialog = await openPopover();
    expect(await within(dialog).findByText("We couldn't load your notifications.")).toBeDefined();
    expect(within(dialog).getByText('Something went wrong.')).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));

    expect(await within(dialog).findByRole('link', { name: /Helixa Bio wrote/ })).toBeDefined();
  });
});
