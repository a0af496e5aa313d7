import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, buildViewer } from '../../../test/factories';
import { appViewerMock, graphQLError } from '../../../test/mocks';
import { stubPhoneScreen } from '../../../test/phoneScreen';
import { renderApp } from '../../../test/renderApp';
import { ApiKeysPageQueryDocument } from './ApiKeysPage';
import { buildApiKey, buildUsage } from '../testing/apiKeyFactories';
import { apiKeysMock, renderApiKeysPage, revokeApiKeyMock } from '../testing/apiKeyMocks';

afterEach(() => vi.unstubAllGlobals());

const usedKey = buildApiKey({
  id: 'key-2',
  name: 'CTMS export',
  scope: 'READ_WRITE',
  prefix: 'tbk_77c1',
  lastUsedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  expiresAt: '2027-06-30T23:59:59.999Z',
  usage: buildUsage([
    [120, 3, 2400],
    [0, 0, 0],
    [1500, 12, 30_010],
    [7, 7, 140],
  ]),
});
const revokedKey = buildApiKey({ id: 'key-3', name: 'Old job', status: 'REVOKED', prefix: 'tbk_0b2e' });

describe('ApiKeysPage', () => {
  it('lists the keys with access, prefix, status, dates and last use', async () => {
    renderApiKeysPage(apiKeysMock([usedKey, revokedKey]));

    expect(await screen.findByRole('heading', { level: 1, name: 'API keys' })).toBeDefined();
    const table = await screen.findByRole('table', { name: 'API keys' });
    const [, used, revoked] = within(table).getAllByRole('row');
    if (!used || !revoked) throw new Error('rows missing');
    expect(within(used).getByText('CTMS export')).toBeDefined();
    expect(within(used).getByText('Read and write')).toBeDefined();
    expect(within(used).getByText('tbk_77c1…')).toBeDefined();
    expect(within(used).getByText('Active')).toBeDefined();
    expect(within(used).getByText('by Ada Lovelace')).toBeDefined();
    expect(within(used).getByText('Jun 30, 2027')).toBeDefined();
    const lastUsed = within(used).getByText('5 min ago');
    expect(lastUsed.getAttribute('title')).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
    expect(within(used).getByRole('button', { name: 'Revoke CTMS export' })).toBeDefined();

    expect(within(revoked).getByText('Revoked')).toBeDefined();
    expect(within(revoked).getByText('Read only')).toBeDefined();
    expect(within(revoked).getAllByText('Never')).toHaveLength(2);
    expect(within(revoked).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('shows usage totals and the daily table equal to the answered days', async () => {
    renderApiKeysPage(apiKeysMock([usedKey]));
    const sum = (pick: (day: (typeof usedKey.usage)[number]) => number) =>
      usedKey.usage.reduce((total, day) => total + pick(day), 0);
    const [requests, errors, cost] = [sum((d) => d.requests), sum((d) => d.errors), sum((d) => d.cost)];
    expect([requests, errors, cost]).toEqual([1627, 22, 32_550]);

    expect(await screen.findByText('1,627 requests · 22 errors · 32,550 cost points')).toBeDefined();
    const toggle = screen.getByRole('button', { name: 'Daily usage: CTMS export' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);

    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const days = screen.getByRole('table', { name: 'Daily usage of CTMS export, last 14 days (UTC)' });
    const rows = within(days).getAllByRole('row');
    expect(rows).toHaveLength(1 + 14 + 1);
    const [, first, , third] = rows;
    const total = rows.at(-1);
    if (!first || !third || !total) throw new Error('rows missing');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(within(first).getByRole('rowheader').textContent).toBe('Nov 13, 2026');
    expect(cells(first)).toEqual(['120', '3', '2,400']);
    expect(cells(third)).toEqual(['1,500', '12', '30,010']);
    expect(cells(total)).toEqual(['1,627', '22', '32,550']);
  });

  it('revokes a key after a confirmation: the row shows Revoked and its button goes', async () => {
    renderApiKeysPage(apiKeysMock([usedKey]), revokeApiKeyMock('key-2'));

    fireEvent.click(await screen.findByRole('button', { name: 'Revoke CTMS export' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke CTMS export?' });
    expect(within(dialog).getByText(/will be refused at once/)).toBeDefined();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' })));

    // The status region is there from the start (a live region announces what later fills it).
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveProperty('textContent', 'CTMS export was revoked.'));
    const table = screen.getByRole('table', { name: 'API keys' });
    expect(within(table).getByText('Revoked')).toBeDefined();
    expect(within(table).queryByRole('button', { name: 'Revoke CTMS export' })).toBeNull();
  });

  it('says there are no keys yet, what they are for, and offers to create one', async () => {
    renderApiKeysPage(apiKeysMock([]));

    const empty = await screen.findByRole('region', { name: 'No API keys yet' });
    expect(within(empty).getByText(/Create a key for each system/)).toBeDefined();
    expect(within(empty).getByRole('button', { name: 'Create API key' })).toBeDefined();
    expect(screen.getAllByRole('button', { name: 'Create API key' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'developer playground' }).getAttribute('href')).toBe('/graphql');
    expect(screen.getByRole('link', { name: 'schema reference' }).getAttribute('href')).toBe('/graphql/reference');
  });

  it('shows the error with a retry that loads the list again', async () => {
    renderApiKeysPage(
      { request: { query: ApiKeysPageQueryDocument }, result: graphQLError('The service is unavailable.', 'UPSTREAM') },
      apiKeysMock([usedKey]),
    );

    expect(await screen.findByText('The service is unavailable.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'API keys' })).toBeDefined();
  });

  it('shows the keys as cards on a phone', async () => {
    stubPhoneScreen();
    renderApiKeysPage(apiKeysMock([usedKey]));

    const list = await screen.findByRole('list', { name: 'API keys' });
    const [card] = within(list).getAllByRole('listitem');
    if (!card) throw new Error('card missing');
    expect(within(card).getByText('tbk_77c1…')).toBeDefined();
    expect(within(card).getByText('1,627 requests · 22 errors · 32,550 cost points')).toBeDefined();
    expect(within(card).getByRole('button', { name: 'Revoke CTMS export' })).toBeDefined();
  });

  it('refuses members without the API keys permission', async () => {
    renderApp('/dashboard/api-keys', {
      mocks: [appViewerMock(buildViewer({ user: buildUser({ role: 'MEMBER' }) })), apiKeysMock([], true)],
    });

    expect(
      await screen.findByRole('heading', { name: "You don't have permissions to access this page" }),
    ).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'API keys' })).toBeNull());
  });
});
