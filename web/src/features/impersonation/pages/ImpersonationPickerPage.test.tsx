import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAdminWithoutTarget, buildUser, buildViewer } from '../../../test/factories';
import type { TestUser } from '../../../test/factories';
import { createSessionMock, dashboardPageMock } from '../../../test/mocks';
import { stubPhoneScreen } from '../../../test/phoneScreen';
import { currentUrl, renderApp } from '../../../test/renderApp';
import { ImpersonationPickerPageQueryDocument, ImpersonationPickerPageStartDocument } from './ImpersonationPickerPage';

function targetsMock(search: string | null, page: number, items: TestUser[], totalPages = 1) {
  return {
    request: { query: ImpersonationPickerPageQueryDocument, variables: { search, page: { page, size: 10 } } },
    result: {
      data: {
        impersonationTargets: {
          __typename: 'UserPage',
          items,
          page,
          size: 10,
          totalElements: items.length,
          totalPages,
        },
      },
    },
  };
}

const grace = buildUser({
  id: 'user-2',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@acme.test',
  companyName: 'Acme Sites',
  role: 'MEMBER',
  active: false,
});
const ada = buildUser();

describe('ImpersonationPickerPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists users with their details when it opens', async () => {
    const session = createSessionMock(buildAdminWithoutTarget());
    renderApp('/impersonate', { mocks: [session.mock, targetsMock(null, 0, [ada, grace])] });

    const table = await screen.findByRole('table', { name: 'Users' });
    const rows = await within(table).findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]?.textContent).toContain('grace@acme.test');
    expect(rows[2]?.textContent).toContain('Acme Sites');
    expect(rows[2]?.textContent).toContain('Member');
    expect(rows[2]?.textContent).toContain('Inactive');
    expect(screen.getByText('Page 1 of 1')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);
  });

  it('lists users as cards on a phone, with the same details and Act as buttons', async () => {
    stubPhoneScreen();
    const session = createSessionMock(buildAdminWithoutTarget());
    renderApp('/impersonate', { mocks: [session.mock, targetsMock(null, 0, [ada, grace])] });

    const list = await screen.findByRole('list', { name: 'Users' });
    const [, card] = within(list).getAllByRole('listitem');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
    if (!card) throw new Error('no second card');
    expect(card.textContent).toContain('Acme Sites');
    expect(card.textContent).toContain('Inactive');
    expect(within(card).getByRole('button', { name: 'Act as Grace Hopper' })).toBeDefined();
  });

  it('acts as the chosen user and opens the dashboard when Act as is pressed', async () => {
    const session = createSessionMock(buildAdminWithoutTarget());
    const actingAs = buildViewer({ isAdmin: true, isImpersonated: true, email: 'admin@trialbridge.test' });
    const start = {
      request: { query: ImpersonationPickerPageStartDocument, variables: { userId: 'user-1' } },
      result: () => {
        session.set(actingAs);
        return {
          data: {
            startImpersonation: {
              __typename: 'ImpersonationPayload',
              viewer: { __typename: 'Viewer', needsImpersonationTarget: false, isImpersonated: true },
              errors: [],
            },
          },
        };
      },
    };
    const { router } = renderApp('/impersonate', {
      mocks: [session.mock, targetsMock(null, 0, [ada, grace]), start, dashboardPageMock(actingAs)],
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Act as Ada Lovelace' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeDefined();
    expect(currentUrl(router)).toBe('/dashboard');
    expect(screen.getByRole('region', { name: 'Impersonation' }).textContent).toContain(
      'You are acting as Ada Lovelace (ada@northwind.test)',
    );
  });

  it('searches from the first page and says when nothing matches', async () => {
    const session = createSessionMock(buildAdminWithoutTarget());
    const { router } = renderApp('/impersonate?page=2', {
      mocks: [session.mock, targetsMock(null, 2, [ada], 3), targetsMock('zebra', 0, [], 0)],
    });

    expect(await screen.findByText('Page 3 of 3')).toBeDefined();
    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'zebra ' } });

    expect(await screen.findByText('No users match "zebra".')).toBeDefined();
    expect(currentUrl(router)).toBe('/impersonate?search=zebra');
  });

  it('moves to the next page when Next page is pressed', async () => {
    const session = createSessionMock(buildAdminWithoutTarget());
    const { router } = renderApp('/impersonate', {
      mocks: [session.mock, targetsMock(null, 0, [ada], 2), targetsMock(null, 1, [grace], 2)],
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));

    expect(await screen.findByRole('button', { name: 'Act as Grace Hopper' })).toBeDefined();
    expect(screen.getByText('Page 2 of 2')).toBeDefined();
    await waitFor(() => expect(currentUrl(router)).toBe('/impersonate?page=1'));
  });

  it('shows the error in an alert when the list cannot be loaded', async () => {
    const session = createSessionMock(buildAdminWithoutTarget());
    const failing = {
      request: {
        query: ImpersonationPickerPageQueryDocument,
        variables: { search: null, page: { page: 0, size: 10 } },
      },
      error: new Error('connect ECONNREFUSED'),
    };
    renderApp('/impersonate', { mocks: [session.mock, failing] });

    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
  });
});
