import { ChakraProvider } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appSystem } from '../../../ui/system';
import { ContentDraftQueryDocument, ContentHistoryQueryDocument, SaveContentDraftDocument } from '../content.documents';
import { EntryEditor } from './EntryEditor';

const banner = {
  __typename: 'ContentDraft' as const,
  key: 'winter-webinar',
  kind: 'BANNER' as const,
  state: 'UNPUBLISHED' as const,
  version: 1,
  publishedVersion: null,
  publishedAt: null,
  updatedAt: '2026-11-01T10:00:00.000Z',
  updatedBy: null,
  title: 'Winter webinar',
  description: '',
  body: 'Join us.',
  linkLabel: 'Register',
  linkPath: '/meetups',
  position: 5,
  startsAt: '2026-11-20T00:00:00.000Z',
  endsAt: null,
};

const mocks: MockLink.MockedResponse[] = [
  {
    request: { query: ContentDraftQueryDocument, variables: { key: banner.key } },
    result: { data: { contentDraft: banner } },
  },
  {
    request: { query: ContentHistoryQueryDocument, variables: { key: banner.key, page: { page: 0, size: 10 } } },
    result: { data: { contentHistory: { __typename: 'ContentVersionPage', page: 0, totalPages: 0, items: [] } } },
    maxUsageCount: 5,
  },
  {
    // The days typed become the first and last instants of those days (UTC), the order a number.
    request: {
      query: SaveContentDraftDocument,
      variables: {
        key: banner.key,
        version: 1,
        input: {
          title: banner.title,
          description: '',
          body: banner.body,
          linkLabel: 'Register',
          linkPath: '/meetups',
          position: 2,
          startsAt: '2026-12-01T00:00:00.000Z',
          endsAt: '2026-12-31T23:59:59.999Z',
        },
      },
    },
    result: {
      data: {
        saveContentDraft: {
          __typename: 'ContentDraftPayload',
          draft: {
            ...banner,
            version: 2,
            position: 2,
            startsAt: '2026-12-01T00:00:00.000Z',
            endsAt: '2026-12-31T23:59:59.999Z',
          },
          errors: [],
        },
      },
    },
  },
];

describe('EntryEditor for a banner', () => {
  it('edits its order and the days it shows, refusing an order that is not a whole number', async () => {
    render(
      <ChakraProvider value={appSystem()}>
        <MockedProvider mocks={mocks}>
          <MemoryRouter>
            <EntryEditor entryKey={banner.key} onDeleted={() => undefined} />
          </MemoryRouter>
        </MockedProvider>
      </ChakraProvider>,
    );
    const order = await screen.findByRole('spinbutton', { name: 'Order' });
    const from = screen.getByLabelText('Show from');
    const until = screen.getByLabelText('Show until');
    expect((order as HTMLInputElement).value).toBe('5');
    expect((from as HTMLInputElement).value).toBe('2026-11-20');
    expect((until as HTMLInputElement).value).toBe('');

    fireEvent.change(order, { target: { value: '' } });
    expect(screen.getByText('Enter a whole number from 0 to 1000.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Save draft' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Publish' }).hasAttribute('disabled')).toBe(true);

    fireEvent.change(order, { target: { value: '2' } });
    fireEvent.change(from, { target: { value: '2026-12-01' } });
    fireEvent.change(until, { target: { value: '2026-12-31' } });
    expect(screen.queryByText('Enter a whole number from 0 to 1000.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Draft saved. Publish it to show it to everyone.')).toBeDefined();
    expect((screen.getByLabelText('Show until') as HTMLInputElement).value).toBe('2026-12-31');
  });
});
