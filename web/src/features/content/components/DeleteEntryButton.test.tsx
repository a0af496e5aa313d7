import { ChakraProvider } from '@chakra-ui/react';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appSystem } from '../../../ui/system';
import { DeleteContentEntryDocument, HomeCmsQueryDocument } from '../content.documents';
import { DeleteEntryButton } from './DeleteEntryButton';

const entry = { key: 'winter-webinar', kind: 'BANNER' as const, title: 'Winter webinar', version: 3 };
const STALE = 'The current state has been changed. Please refresh this page.';
const answer = (deletedKey: string | null, errors: unknown[] = []) => ({
  request: { query: DeleteContentEntryDocument, variables: { key: entry.key, version: 3 } },
  result: { data: { deleteContentEntry: { __typename: 'DeleteContentEntryPayload', deletedKey, errors } } },
});

function renderButton(mocks: MockLink.MockedResponse[], cache = new InMemoryCache()) {
  const onDeleted = vi.fn();
  render(
    <ChakraProvider value={appSystem()}>
      <MockedProvider mocks={mocks} cache={cache}>
        <DeleteEntryButton entry={entry} onDeleted={onDeleted} />
      </MockedProvider>
    </ChakraProvider>,
  );
  return onDeleted;
}

describe('DeleteEntryButton', () => {
  it('asks in a dialog naming the entry, deletes on confirmation, and drops the cached home banners', async () => {
    const cache = new InMemoryCache();
    cache.writeQuery({ query: HomeCmsQueryDocument, data: { cmsBanners: [], cmsRoles: [] } });
    const onDeleted = renderButton([answer(entry.key)], cache);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Winter webinar”?' });
    expect(dialog.textContent).toContain('It leaves the home page’s banners at once.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onDeleted).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('alertdialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith('Winter webinar'));
    expect(cache.readQuery({ query: HomeCmsQueryDocument })).toBeNull();
  });

  it('shows a refusal in the dialog and keeps it open', async () => {
    const refusal = { __typename: 'UserError', code: 'CONFLICT', field: null, message: STALE };
    const onDeleted = renderButton([answer(null, [refusal])]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(STALE)).toBeDefined();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
