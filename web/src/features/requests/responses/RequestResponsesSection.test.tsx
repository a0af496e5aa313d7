import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../test/resizeObserver';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { stubPhoneScreen } from '../../../test/phoneScreen';
import { renderRoutes } from '../../../test/renderRoutes';
import {
  buildResponse,
  buildWorkspace,
  gridMock,
  loadedRegion,
  posterWorkspace,
  REQUEST_ID,
  responsesSectionMocks,
} from './proposalsMocks';
import { RequestResponsesSection } from './RequestResponsesSection';
import { RespondFormRespondDocument } from './RespondForm';
import { ResponseGridAwardDocument } from './useResponseDecisions';

const viewer = buildViewer({ permissions: ['MEMBER_DASHBOARD', 'REQUESTS', 'SEND_MESSAGES'] });
const MESSAGE = 'We run twelve oncology sites with HER2-low experience.';

function show(mocks: MockLink.MockedResponse[], signedIn = true) {
  return renderRoutes(
    `/requests/${REQUEST_ID}`,
    [{ path: '/requests/:id', element: <RequestResponsesSection requestId={REQUEST_ID} /> }],
    [appViewerMock(signedIn ? viewer : null), ...mocks],
  );
}

function respondMock(errors: { code: string; field: string | null; message: string }[]): MockLink.MockedResponse {
  const input = { requestId: REQUEST_ID, message: MESSAGE, timeline: '8 weeks', price: 12500 };
  return {
    request: { query: RespondFormRespondDocument, variables: { input } },
    result: {
      data: {
        respondToRequest: {
          __typename: 'RequestResponsePayload',
          response: errors.length ? null : buildResponse({ message: MESSAGE, timeline: '8 weeks', price: 12500 }),
          errors: errors.map((error) => ({ __typename: 'UserError', ...error })),
        },
      },
    },
  };
}

async function fillAndSend() {
  const section = await loadedRegion('Responses');
  fireEvent.change(within(section).getByLabelText('Your proposal'), { target: { value: MESSAGE } });
  fireEvent.change(within(section).getByLabelText('Timeline'), { target: { value: '8 weeks' } });
  fireEvent.change(within(section).getByLabelText('Price in US dollars (optional)'), { target: { value: '$12,500' } });
  fireEvent.click(within(section).getByRole('button', { name: 'Send response' }));
  return section;
}

describe('RequestResponsesSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a response and then shows it as "your response" with a link to the conversation', async () => {
    const mine = buildResponse({ id: '1' });
    show([
      ...responsesSectionMocks(
        buildWorkspace(),
        buildWorkspace({ canRespond: false, myResponse: mine, canChangeResponse: true }),
      ),
      respondMock([]),
    ]);
    await fillAndSend();
    const card = await screen.findByRole('article', { name: 'Your response' });
    expect(within(card).getByText('Submitted')).toBeDefined();
    expect(within(card).getByText('$12,500')).toBeDefined();
    expect(within(card).getByRole('link', { name: 'Open the conversation' }).getAttribute('href')).toBe(
      '/dashboard/inbox/40',
    );
    expect(within(card).getByRole('button', { name: 'Withdraw response' })).toBeDefined();
  });

  it('opens the Explorer modal past the monthly limit and keeps what was typed', async () => {
    const message = 'Explorer responds to up to 3 requests a month. Upgrade to Innovator to respond to more.';
    show([
      ...responsesSectionMocks(buildWorkspace({ explorerResponsesLeft: 0 })),
      respondMock([{ code: 'EXPLORER_LIMIT', field: 'message', message }]),
    ]);
    expect(await screen.findByText('0 responses left this month on Explorer.')).toBeDefined();
    const section = await fillAndSend();
    expect(await screen.findByRole('dialog', { name: 'Explorer: the free plan' })).toBeDefined();
    expect(within(section).getByText(message)).toBeDefined();
    expect(within(section).getByLabelText('Your proposal')).toHaveProperty('value', MESSAGE);
  });

  it('shows a conflict the api words above the form, and checks the fields before sending', async () => {
    show([
      ...responsesSectionMocks(buildWorkspace()),
      respondMock([{ code: 'CONFLICT', field: null, message: 'This request no longer accepts responses.' }]),
    ]);
    const section = await loadedRegion('Responses');
    fireEvent.click(await within(section).findByRole('button', { name: 'Send response' }));
    expect(await within(section).findByText('Write your proposal.')).toBeDefined();
    expect(within(section).getByText('Say when you could deliver.')).toBeDefined();
    await fillAndSend();
    expect(await within(section).findByText('This request no longer accepts responses.')).toBeDefined();
    expect(within(section).getByLabelText('Timeline')).toHaveProperty('value', '8 weeks');
  });

  it("shows the poster the grid with the api's numbers, sorts, and awards after a confirmation", async () => {
    const rows = [
      buildResponse({ isContractedPartner: true, posterRating: 4 }),
      buildResponse({
        id: '2',
        price: null,
        timeline: '10 weeks',
        status: 'SHORTLISTED',
        company: { ...buildResponse().company, id: '4', name: 'Lakeshore Research Institute' },
      }),
    ];
    const award: MockLink.MockedResponse = {
      request: { query: ResponseGridAwardDocument, variables: { requestId: REQUEST_ID, responseId: '2' } },
      result: {
        data: {
          awardResponse: {
            __typename: 'RequestResponsePayload',
            response: { ...rows[1], status: 'AWARDED' },
            errors: [],
          },
        },
      },
    };
    show([
      ...responsesSectionMocks(posterWorkspace()),
      gridMock(rows),
      gridMock([...rows].reverse(), 'PRICE_DESC'),
      award,
    ]);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Company', 'Rating', 'Price', 'Timeline', 'Partner status', 'Status', 'Proposal', 'Actions']);
    const [, meridian, lakeshore] = within(table).getAllByRole('row');
    expect(within(meridian as HTMLElement).getByText('$12,500')).toBeDefined();
    expect(within(meridian as HTMLElement).getByText('Contracted partner')).toBeDefined();
    expect(
      within(meridian as HTMLElement).getByRole('button', { name: 'Rate Meridian Clinical Research 4 of 5' }),
    ).toHaveProperty('ariaPressed', 'true');
    expect(
      within(lakeshore as HTMLElement).getByRole('button', { name: 'Shortlist Lakeshore Research Institute' }),
    ).toBeDefined();
    expect(screen.getByText('Showing 1–2 of 2')).toBeDefined();

    fireEvent.change(screen.getByLabelText('Sort responses'), { target: { value: 'PRICE_DESC' } });
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')[1]?.textContent).toContain('Lakeshore'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Award to Lakeshore Research Institute' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Award the request to Lakeshore Research Institute?',
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Award' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('says "No responses yet" to the poster, and shows cards on a phone', async () => {
    show([...responsesSectionMocks(posterWorkspace()), gridMock([])]);
    expect(await screen.findByText('No responses yet.')).toBeDefined();
  });

  it('lists the responses as cards on a phone', async () => {
    stubPhoneScreen();
    show([...responsesSectionMocks(posterWorkspace()), gridMock([buildResponse()])]);
    expect(await screen.findByRole('button', { name: 'Decline Meridian Clinical Research' })).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Price: $12,500')).toBeDefined();
  });

  it('asks a visitor to sign in, and tells a member without a plan why', async () => {
    const visitor = show([...responsesSectionMocks(buildWorkspace({ signedIn: false, canRespond: false }))], false);
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe(
      `/login?returnTo=%2Frequests%2F${REQUEST_ID}`,
    );
    visitor.unmount();
    const reason = 'Responding to requests needs a Trialbridge subscription.';
    show([
      ...responsesSectionMocks(buildWorkspace({ canRespond: false, hasPlan: false, respondBlockedReason: reason })),
    ]);
    expect(await screen.findByText(reason)).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'See plans' }));
    expect(await screen.findByRole('dialog')).toBeDefined();
  });
});
