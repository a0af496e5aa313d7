import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildViewer } from '../../test/factories';
import { appViewerMock, dashboardPageMock } from '../../test/mocks';
import { renderApp } from '../../test/renderApp';
import { unreadCountMock } from './testing/notificationMocks';

const PERMISSIONS = ['MEMBER_DASHBOARD', 'MY_ACCOUNT', 'ACCOUNT_SETTINGS'] as const;

describe('the header bell', () => {
  it('is in the header for a viewer holding INBOX', async () => {
    const viewer = buildViewer({ permissions: [...PERMISSIONS, 'INBOX'] });
    renderApp('/dashboard', { mocks: [appViewerMock(viewer), dashboardPageMock(viewer), unreadCountMock(4)] });

    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('button', { name: 'Notifications, 4 unread' })).toBeDefined();
  });

  it('is not there for a viewer without INBOX (an admin acting as a user) nor for a visitor', async () => {
    const acting = buildViewer({ isImpersonated: true, isAdmin: true, permissions: [...PERMISSIONS] });
    const view = renderApp('/dashboard', {
      mocks: [appViewerMock(acting), dashboardPageMock(acting), unreadCountMock(4)],
    });
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('button', { name: 'Sign out' })).toBeDefined();
    expect(within(header).queryByRole('button', { name: /^Notifications/ })).toBeNull();
    view.unmount();

    renderApp('/search', { mocks: [appViewerMock(null), unreadCountMock(4)] });
    const visitorHeader = await screen.findByRole('banner');
    expect(await within(visitorHeader).findByRole('link', { name: 'Sign in' })).toBeDefined();
    expect(within(visitorHeader).queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });
});
