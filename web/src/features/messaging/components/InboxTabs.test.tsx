import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Permission } from '../../../__generated__/graphql';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { foldersMock, threadPageMock, unreadCountsMock } from '../testing/messagingMocks';
import '../../../test/resizeObserver';
import '../testing/silentSocket';

const BOTH: Permission[] = ['MEMBER_DASHBOARD', 'INBOX', 'COMPANY_INBOX', 'SEND_MESSAGES'];

function openInbox(permissions: Permission[], counts = unreadCountsMock(2, 3)) {
  const viewer = buildViewer({ permissions });
  return renderApp('/dashboard/inbox', {
    mocks: [appViewerMock(viewer), foldersMock([]), threadPageMock([]), counts],
  });
}

describe('the inboxes in the header and on the inbox page', () => {
  it('links one "Inbox" in the header, counting the unread threads of both boxes', async () => {
    openInbox(BOTH);

    const main = (await screen.findAllByRole('navigation', { name: 'Main' }))[0] as HTMLElement;
    const link = await within(main).findByRole('link', { name: 'Inbox 5 unread' });
    expect(link.getAttribute('href')).toBe('/dashboard/inbox');
    expect(within(main).queryByRole('link', { name: /Company inbox/ })).toBeNull();
  });

  it('offers both boxes as tabs with their own counts, the open one marked current', async () => {
    openInbox(BOTH);

    const tabs = await screen.findByRole('navigation', { name: 'Inboxes' });
    const mine = await within(tabs).findByRole('link', { name: 'My inbox 2 unread' });
    const company = within(tabs).getByRole('link', { name: 'Company inbox 3 unread' });
    expect(mine.getAttribute('href')).toBe('/dashboard/inbox');
    expect(mine.getAttribute('aria-current')).toBe('page');
    expect(company.getAttribute('href')).toBe('/dashboard/company-inbox');
    expect(company.getAttribute('aria-current')).toBeNull();
  });

  it('shows no count on a tab whose box has nothing unread', async () => {
    openInbox(BOTH, unreadCountsMock(0, 4));

    const tabs = await screen.findByRole('navigation', { name: 'Inboxes' });
    expect(await within(tabs).findByRole('link', { name: 'Company inbox 4 unread' })).toBeDefined();
    expect(within(tabs).getByRole('link', { name: 'My inbox' })).toBeDefined();
  });

  it('leaves the company inbox tab out for a viewer without COMPANY_INBOX', async () => {
    openInbox(BOTH.filter((permission) => permission !== 'COMPANY_INBOX'));

    const tabs = await screen.findByRole('navigation', { name: 'Inboxes' });
    expect(await within(tabs).findByRole('link', { name: 'My inbox 2 unread' })).toBeDefined();
    expect(within(tabs).getAllByRole('link')).toHaveLength(1);
  });
});
