import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import {
  CommonsExpertsQueryDocument,
  MessageExpertsDocument,
  ViewerExpertListingQueryDocument,
} from '../experts.documents';

const viewer = buildViewer({ permissions: ['MEMBER_DASHBOARD', 'MY_ACCOUNT', 'SEND_MESSAGES', 'INBOX'] });
const expert = (userId: string, name: string) => ({
  __typename: 'CommonsExpert',
  userId,
  name,
  jobTitle: 'Director',
  headline: `${name} knows monitoring`,
  kinds: ['Clinical Research Associate'],
  company: { __typename: 'CommonsCompany', id: '9', name: 'Meridian Clinical Research', alias: 'meridian' },
});
const directory: MockLink.MockedResponse = {
  request: { query: CommonsExpertsQueryDocument, variables: { kind: null, search: null, page: 0 } },
  result: {
    data: {
      commonsExperts: {
        __typename: 'CommonsExpertList',
        items: [expert('5', 'Victor Lindqvist'), expert(viewer.user?.id ?? 'user-1', 'Ada Lovelace')],
        page: 0,
        totalPages: 1,
        totalElements: 2,
      },
      referenceItems: [{ __typename: 'ReferenceItem', id: '1', name: 'Clinical Research Associate' }],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const listing: MockLink.MockedResponse = {
  request: { query: ViewerExpertListingQueryDocument },
  result: { data: { viewerExpertListing: null } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const sent: MockLink.MockedResponse = {
  request: { query: MessageExpertsDocument, variables: { input: { expertIds: ['5'], body: 'Hello there' } } },
  result: { data: { messageExperts: { __typename: 'MessageExpertsPayload', threadIds: ['77'], errors: [] } } },
};

describe('ExpertsPage', () => {
  it('selects an expert (never oneself), opens the message modal and sends through messaging', async () => {
    renderApp('/commons/experts', { mocks: [appViewerMock(viewer), directory, listing, sent] });
    const list = await screen.findByRole('list', { name: 'Experts' });
    expect(within(list).queryByRole('checkbox', { name: 'Select Ada Lovelace' })).toBeNull();
    fireEvent.click(within(list).getByRole('checkbox', { name: 'Select Victor Lindqvist' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Message the experts (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message the experts' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message' }), { target: { value: 'Hello there' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/Sent to Victor Lindqvist\./)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('form', { name: 'List me as an expert' })).toBeTruthy();
  });
});
