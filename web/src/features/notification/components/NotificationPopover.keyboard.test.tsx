import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildNotification, notificationPageMock, unreadCountMock } from '../testing/notificationMocks';
import { renderBell } from '../testing/renderBell';
import { nextEntryIndex } from './entryKeyboard';

const firstPage = Array.from({ length: 10 }, (_, index) =>
  buildNotification({ id: `notification-${index}`, title: `Message ${index + 1}` }),
);
const secondPage = [buildNotification({ id: 'notification-10', title: 'Message 11' })];

async function openPopover() {
  const bell = await screen.findByRole('button', { name: 'Notifications, 11 unread' });
  fireEvent.click(bell);
  const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
  return { bell, dialog };
}

describe('NotificationPopover keyboard and paging', () => {
  it('closes on Escape and gives focus back to the bell', async () => {
    renderBell([unreadCountMock(11), notificationPageMock(0, firstPage, { totalPages: 2 })]);

    const { bell, dialog } = await openPopover();
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    await within(dialog).findAllByRole('link');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(dialog, { key: 'Escape' });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(bell));

    // Opening again (the popover's code has loaded by now) moves focus in the same way.
    fireEvent.click(bell);
    const again = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(again.contains(document.activeElement)).toBe(true));
  });

  it('moves between entries with the arrow keys, Home and End', async () => {
    renderBell([unreadCountMock(11), notificationPageMock(0, firstPage, { totalPages: 2 })]);

    const { dialog } = await openPopover();
    const links = await within(dialog).findAllByRole('link');
    fireEvent.keyDown(dialog, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(dialog, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(dialog, { key: 'End' });
    expect(document.activeElement).toBe(links[9]);
    fireEvent.keyDown(dialog, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(links[8]);
    fireEvent.keyDown(dialog, { key: 'Home' });
    expect(document.activeElement).toBe(links[0]);
  });

  it('loads the next page with "Show more" and focuses its first entry', async () => {
    renderBell([
      unreadCountMock(11),
      notificationPageMock(0, firstPage, { totalPages: 2 }),
      notificationPageMock(1, secondPage, { totalPages: 2 }),
    ]);

    const { dialog } = await openPopover();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Show more' }));

    const next = await within(dialog).findByRole('link', { name: /Message 11/ });
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(within(dialog).getAllByRole('link')).toHaveLength(11);
    expect(within(dialog).queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});

describe('nextEntryIndex', () => {
  it('stays within the entries and starts from the nearest end when focus is on none', () => {
    expect(nextEntryIndex('ArrowDown', -1, 3)).toBe(0);
    expect(nextEntryIndex('ArrowDown', 2, 3)).toBe(2);
    expect(nextEntryIndex('ArrowUp', -1, 3)).toBe(2);
    expect(nextEntryIndex('ArrowUp', 0, 3)).toBe(0);
    expect(nextEntryIndex('Tab', 0, 3)).toBeNull();
    expect(nextEntryIndex('ArrowDown', -1, 0)).toBeNull();
  });
});
