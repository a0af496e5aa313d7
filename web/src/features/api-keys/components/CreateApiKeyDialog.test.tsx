import { InMemoryCache } from '@apollo/client';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endOfUtcDay, utcDay } from '../apiKeyForm';
import { buildApiKey } from '../testing/apiKeyFactories';
import { apiKeysMock, createApiKeyMock, renderApiKeysPage, userError } from '../testing/apiKeyMocks';

const SECRET = 'tbk_5e1d0c9a8b7f6e5d4c3b2a1f0e9d8c7b';
const created = buildApiKey({ id: 'key-9', name: 'LIMS sync', prefix: 'tbk_5e1d' });

afterEach(() => vi.restoreAllMocks());

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
  return screen.findByRole('dialog', { name: 'Create API key' });
}

describe('CreateApiKeyDialog', () => {
  it('creates a key, shows its secret once with a call to try, and forgets it after Done', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const cacheWrites = vi.spyOn(InMemoryCache.prototype, 'write');
    renderApiKeysPage(
      apiKeysMock([]),
      createApiKeyMock({ name: 'LIMS sync', scope: 'READ_ONLY', expiresAt: null }, { apiKey: created, secret: SECRET }),
    );

    const dialog = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    // The dialog names its name field as the first focus; jsdom's layout-less elements make the
    // focus trap settle on the dialog itself, so this only asserts the focus moved inside.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(within(dialog).getByRole('radio', { name: /Read only/ })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('combobox', { name: 'Expiry' })).toHaveProperty('value', 'NEVER');
    fireEvent.change(name, { target: { value: '  LIMS sync ' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' })));

    const shown = await screen.findByRole('dialog', { name: 'API key created' });
    const key = within(shown).getByRole('textbox', { name: 'Your new API key' });
    expect(key).toHaveProperty('value', SECRET);
    expect(key).toHaveProperty('readOnly', true);
    await waitFor(() => expect(document.activeElement).toBe(key));
    expect(within(shown).getByText('Copy this key now. You will not be able to see it again.')).toBeDefined();
    expect(within(shown).getByText(/^curl -X POST/).textContent).toBe(
      `curl -X POST ${window.location.origin}/graphql -H 'Authorization: Bearer ${SECRET}' ` +
        `-H 'Content-Type: application/json' -d '{"query":"{ viewer { user { email } } }"}'`,
    );
    await act(async () => fireEvent.click(within(shown).getByRole('button', { name: 'Copy' })));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(within(shown).getByRole('button', { name: 'Copied' })).toBeDefined();
    // The list already shows the new key behind the dialog; the secret was never cached.
    expect(await screen.findByText('tbk_5e1d…')).toBeDefined();
    expect(cacheWrites.mock.calls.some(([write]) => JSON.stringify(write.result).includes(SECRET))).toBe(false);

    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    const again = screen.getByRole('button', { name: 'Create API key' });
    await waitFor(() => expect(document.activeElement).toBe(again));
    const reopened = await openDialog();
    expect(within(reopened).getByRole('textbox', { name: 'Name' })).toHaveProperty('value', '');
    expect(screen.queryByText(SECRET, { exact: false })).toBeNull();
  });

  it('says what is wrong before sending: an empty name, a date in the past', async () => {
    renderApiKeysPage(apiKeysMock([]));

    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Expiry' }), { target: { value: 'DATE' } });
    fireEvent.change(within(dialog).getByLabelText('Expiry date'), { target: { value: '2020-01-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));

    expect(await within(dialog).findByText('Enter a name for the key.')).toBeDefined();
    expect(within(dialog).getByText('Choose a date in the future.')).toBeDefined();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Name' })));

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'LIMS sync' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Expiry date')));
    expect(within(dialog).queryByText('Enter a name for the key.')).toBeNull();
    expect(within(dialog).getByLabelText('Expiry date')).toHaveProperty('value', '2020-01-31');
  });

  it("shows the api's refusal at its field and keeps what was typed", async () => {
    const day = utcDay(new Date(Date.now() + 100 * 86_400_000));
    renderApiKeysPage(
      apiKeysMock([]),
      createApiKeyMock(
        { name: 'LIMS sync', scope: 'READ_WRITE', expiresAt: endOfUtcDay(day) },
        { errors: [userError('name', 'An active key of your company is already named LIMS sync.', 'CONFLICT')] },
      ),
    );

    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'LIMS sync' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Read and write/ }));
    await waitFor(() =>
      expect(within(dialog).getByRole('radio', { name: /Read and write/ })).toHaveProperty('checked', true),
    );
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Expiry' }), { target: { value: 'DATE' } });
    fireEvent.change(within(dialog).getByLabelText('Expiry date'), { target: { value: day } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' })));

    expect(await within(dialog).findByText('An active key of your company is already named LIMS sync.')).toBeDefined();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    // The dialog names its name field as the first focus; jsdom's layout-less elements make the
    // focus trap settle on the dialog itself, so this only asserts the focus moved inside.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(name).toHaveProperty('value', 'LIMS sync');
    expect(within(dialog).getByLabelText('Expiry date')).toHaveProperty('value', day);
    expect(within(dialog).getByRole('radio', { name: /Read and write/ })).toHaveProperty('checked', true);
  });
});
