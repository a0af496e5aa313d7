import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { unreadCountMock } from '../testing/notificationMocks';
import { renderBell } from '../testing/renderBell';

describe('NotificationBell', () => {
  it('shows the unread count as a badge and in its name when some are unread', async () => {
    renderBell([unreadCountMock(3)]);

    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell.textContent).toBe('3');
    expect(bell.getAttribute('aria-expanded')).toBe('false');
  });

  it('shortens the badge to "9+" above 9 while its name keeps the exact count', async () => {
    renderBell([unreadCountMock(12)]);

    const bell = await screen.findByRole('button', { name: 'Notifications, 12 unread' });
    expect(bell.textContent).toBe('9+');
  });

  it('shows no badge when nothing is unread', async () => {
    const answered = vi.fn();
    renderBell([unreadCountMock(0, answered)]);

    await waitFor(() => expect(answered).toHaveBeenCalled());
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(bell.textContent).toBe('');
  });

  it('renders nothing for a viewer without the INBOX permission (e.g. an admin impersonating)', () => {
    renderBell([unreadCountMock(3)], ['MEMBER_DASHBOARD', 'MY_ACCOUNT']);

    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(screen.getByRole('status', { name: 'Current path' })).toBeDefined();
  });
});
