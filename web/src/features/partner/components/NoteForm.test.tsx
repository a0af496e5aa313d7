import { ChakraProvider } from '@chakra-ui/react';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appSystem } from '../../../ui/system';
import { CreateContractedPartnerNoteDocument } from '../partner.documents';
import { NoteForm } from './NoteForm';

const MESSAGE_192 = 'Your note has already existed on this partner company.';

const refused: MockLink.MockedResponse = {
  request: {
    query: CreateContractedPartnerNoteDocument,
    variables: { companyId: '7', kind: 'PERFORMANCE', body: 'Late twice.' },
  },
  result: {
    data: {
      createContractedPartnerNote: {
        __typename: 'ContractedPartnerDetailsPayload',
        details: null,
        errors: [{ __typename: 'UserError', code: 'PARTNER_NOTE_EXISTS', field: 'kind', message: MESSAGE_192 }],
      },
    },
  },
};

function renderForm(mocks: MockLink.MockedResponse[], onDone = vi.fn()) {
  render(
    <ChakraProvider value={appSystem()}>
      <MockedProvider mocks={mocks} cache={new InMemoryCache()}>
        <NoteForm companyId="7" onDone={onDone} />
      </MockedProvider>
    </ChakraProvider>,
  );
  return onDone;
}

describe('NoteForm', () => {
  it('shows code 192 under the kind exactly as the catalogue words it, and keeps the text', async () => {
    const onDone = renderForm([refused]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'PERFORMANCE' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Your note/ }), { target: { value: 'Late twice.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText(MESSAGE_192)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Kind' }).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('textbox', { name: /Your note/ }) as HTMLTextAreaElement).value).toBe('Late twice.');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('asks for a text before sending anything', async () => {
    renderForm([]);
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Write the note first.')).toBeTruthy();
  });
});
