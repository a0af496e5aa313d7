import { ChakraProvider } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appSystem } from '../../../ui/system';
import { ContentDraftQueryDocument, ContentHistoryQueryDocument, SaveContentDraftDocument } from '../content.documents';
import { EntryEditor } from './EntryEditor';

const draft = {
  __typename: 'ContentDraft' as const,
  key: 'faq',
  kind: 'PAGE' as const,
  state: 'PUBLISHED' as const,
  version: 4,
  publishedVersion: 2,
  publishedAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  updatedBy: null,
  title: 'Frequently asked questions',
  description: 'Answers.',
  body: '## Plans\n\nExplorer is free.',
  linkLabel: null,
  linkPath: null,
  position: 0,
  startsAt: null,
  endsAt: null,
};
const typed = '## Trial\n\n<script>alert(1)</script>\n\n[bad](javascript:alert(1)) and [plans](/subscriptions)';

const mocks: MockLink.MockedResponse[] = [
  {
    request: { query: ContentDraftQueryDocument, variables: { key: 'faq' } },
    result: { data: { contentDraft: draft } },
  },
  {
    request: { query: ContentHistoryQueryDocument, variables: { key: 'faq', page: { page: 0, size: 10 } } },
    result: {
      data: {
        contentHistory: {
          __typename: 'ContentVersionPage',
          page: 0,
          totalPages: 1,
          items: [
            {
              __typename: 'ContentVersion',
              number: 2,
              title: 'FAQ',
              publishedAt: draft.publishedAt,
              publishedBy: 'admin@demo.test',
            },
          ],
        },
      },
    },
    maxUsageCount: 5,
  },
  {
    request: {
      query: SaveContentDraftDocument,
      variables: {
        key: 'faq',
        version: 4,
        input: {
          title: draft.title,
          description: draft.description,
          body: typed,
          linkLabel: null,
          linkPath: null,
          position: 0,
          startsAt: null,
          endsAt: null,
        },
      },
    },
    result: {
      data: {
        saveContentDraft: {
          __typename: 'ContentDraftPayload',
          draft: { ...draft, body: typed, version: 5, state: 'DRAFT_CHANGES' },
          errors: [],
        },
      },
    },
  },
];

function renderEditor() {
  return render(
    <ChakraProvider value={appSystem()}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter>
          <EntryEditor entryKey="faq" onDeleted={() => undefined} />
        </MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );
}

describe('EntryEditor', () => {
  it('previews the markdown live, sanitised, and saves the draft with the version it read', async () => {
    renderEditor();
    const body = await screen.findByRole('textbox', { name: /Text \(markdown\)/ });
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Plans' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Save draft' }).hasAttribute('disabled')).toBe(true);

    fireEvent.change(body, { target: { value: typed } });
    expect(within(preview).getByRole('heading', { name: 'Trial' })).toBeDefined();
    expect(preview.querySelector('script')).toBeNull();
    expect([...preview.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/subscriptions']);
    expect(screen.getByText('Unsaved changes')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved. Publish it to show it to everyone.')).toBeDefined();
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    expect(screen.getByText(/Draft changes not published/)).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Restore version 2 into the draft' })).toBeDefined();
  });
});
