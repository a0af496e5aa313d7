import { ChakraProvider } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appSystem } from '../../../ui/system';
import { CreateContentEntryDocument } from '../content.documents';
import { NewEntryDialog } from './NewEntryDialog';

const created = (key: string, errors: unknown[] = []) => ({
  data: {
    createContentEntry: {
      __typename: 'ContentDraftPayload',
      draft: errors.length ? null : { __typename: 'ContentDraft', key },
      errors,
    },
  },
});

const mocks: MockLink.MockedResponse[] = [
  {
    request: {
      query: CreateContentEntryDocument,
      variables: { key: 'faq-banner', kind: 'ROLE', input: { title: 'Investors', body: '' } },
    },
    result: created('faq-banner', [
      { __typename: 'UserError', code: 'CONTENT_KEY_TAKEN', field: 'key', message: 'This key is taken.' },
    ]),
  },
  {
    request: {
      query: CreateContentEntryDocument,
      variables: { key: 'investors-2', kind: 'ROLE', input: { title: 'Investors', body: '' } },
    },
    result: created('investors-2'),
  },
];

describe('NewEntryDialog', () => {
  it("checks the key's shape, shows the api's refusal at its field, and opens the draft once created", async () => {
    const onCreated = vi.fn();
    render(
      <ChakraProvider value={appSystem()}>
        <MockedProvider mocks={mocks}>
          <NewEntryDialog onClose={() => undefined} onCreated={onCreated} />
        </MockedProvider>
      </ChakraProvider>,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'ROLE' } });
    const key = screen.getByRole('textbox', { name: /Key/ });
    fireEvent.change(key, { target: { value: 'bad key!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(await screen.findByText(/Use lowercase letters, digits and single hyphens/)).toBeDefined();
    expect(screen.getByText('Title cannot be empty')).toBeDefined();

    fireEvent.change(key, { target: { value: 'faq-banner' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: 'Investors' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(await screen.findByText('This key is taken.')).toBeDefined();
    expect(onCreated).not.toHaveBeenCalled();

    fireEvent.change(key, { target: { value: 'investors-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('investors-2'));
  });
});
