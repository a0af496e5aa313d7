import { ChakraProvider } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appSystem } from '../../../ui/system';
import { CreateCommonsPageDocument } from '../commons.documents';
import { PageEditorForm } from './PageEditorForm';

const TYPES = [
  { type: 'guides', label: 'Guides' },
  { type: 'checklists', label: 'Checklists' },
];
const TOO_LONG = 'title must be 1 to 200 characters';

function open(mocks: MockLink.MockedResponse[] = []) {
  render(
    <ChakraProvider value={appSystem()}>
      <MemoryRouter>
        <MockedProvider mocks={mocks}>
          <PageEditorForm types={TYPES} initialType="checklists" />
        </MockedProvider>
      </MemoryRouter>
    </ChakraProvider>,
  );
}

describe('PageEditorForm', () => {
  it('previews the markdown live without scripts or javascript: links', async () => {
    open();
    fireEvent.change(screen.getByLabelText('Text (markdown)'), {
      target: {
        value: '## Steps\n\n<script>alert(1)</script>\n\n[bad](javascript:alert(1)) [good](https://example.com)',
      },
    });
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Steps' })).toBeTruthy();
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.innerHTML).not.toContain('javascript:');
    expect(screen.getByRole('link', { name: 'good' }).getAttribute('href')).toBe('https://example.com');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
  });

  it('asks for a title and text before sending, and shows the api refusal at its field', async () => {
    const input = { type: 'checklists', title: 'A list', summary: '', body: '- one', publish: true };
    open([
      {
        request: { query: CreateCommonsPageDocument, variables: { input } },
        result: {
          data: {
            createCommonsPage: {
              __typename: 'CommonsPagePayload',
              page: null,
              errors: [{ __typename: 'UserError', code: 'BAD_USER_INPUT', field: 'title', message: TOO_LONG }],
            },
          },
        },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Give the page a title.')).toBeTruthy();
    expect(screen.getByText('Write the page before saving it.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: input.title } });
    fireEvent.change(screen.getByLabelText('Text (markdown)'), { target: { value: input.body } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(TOO_LONG)).toBeTruthy();
  });
});
