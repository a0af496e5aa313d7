import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import '../../../test/resizeObserver';
import { fakeRequest, requestState, type RequestState } from '../testing/fakeRequest';
import { buildRequest } from '../testing/requestsMocks';
import { buildResponse, loadedRegion, REQUEST_ID, typed } from './proposalsMocks';

// Issue 26: after each decision on a response, and each change of the viewer's own response or
// question, the request's header (status, response count, the poster's actions), the grid and the
// sections show the change without a reload.

const viewer = buildViewer({ permissions: ['MEMBER_DASHBOARD', 'REQUESTS', 'SEND_MESSAGES'] });
const MERIDIAN = 'Meridian Clinical Research';
const LAKESHORE = 'Lakeshore Research Institute';
const lakeshore = () =>
  buildResponse({
    id: '2',
    createdAt: '2026-11-21T10:00:00.000Z',
    timeline: '10 weeks',
    company: typed('ResponderCompany', { ...buildResponse().company, id: '4', name: LAKESHORE }),
  });

function open(state: RequestState) {
  return renderApp(`/requests/${REQUEST_ID}`, { mocks: [appViewerMock(viewer), ...fakeRequest(state)] });
}

/** The poster's page with two responses, Meridian's given `meridian`. */
function openGrid(meridian: Partial<ReturnType<typeof buildResponse>> = {}) {
  open(requestState({ responses: [buildResponse(meridian), lakeshore()] }));
}

/** Another company's page: its response when `mine`. */
function openAsResponder(mine = false) {
  const request = buildRequest({ id: REQUEST_ID, responseCount: 1 });
  const own = buildResponse({
    id: 'mine',
    company: typed('ResponderCompany', { ...buildResponse().company, id: '1' }),
  });
  return open(requestState({ poster: false, request, responses: mine ? [own] : [], mine: mine ? 'mine' : null }));
}

/** A row of the grid: its status and the buttons it offers. */
async function row(company: string) {
  const table = await screen.findByRole('table', { name: 'Responses side by side' });
  const found = within(table)
    .getAllByRole('row')
    .find((item) => item.textContent?.includes(company));
  if (!found) throw new Error(`no row for ${company}`);
  return within(found);
}

const buttons = async (company: string) =>
  (await row(company))
    .getAllByRole('button')
    .filter((button) => !button.getAttribute('aria-label')?.startsWith('Rate '))
    .map((button) => button.textContent);

const companies = async () =>
  within(await screen.findByRole('table', { name: 'Responses side by side' }))
    .getAllByRole('row')
    .slice(1)
    .map((item) => (item.textContent?.includes(MERIDIAN) ? MERIDIAN : LAKESHORE));

describe('RequestResponsesSection: a decision shows without a reload', () => {
  it('shows a shortlisted response so (shortlistResponse)', async () => {
    openGrid();
    expect(await buttons(MERIDIAN)).toEqual(['Shortlist', 'Decline', 'Award']);

    fireEvent.click((await row(MERIDIAN)).getByRole('button', { name: `Shortlist ${MERIDIAN}` }));

    await waitFor(async () => expect(await buttons(MERIDIAN)).toEqual(['Shortlisted', 'Decline', 'Award']));
    expect((await row(MERIDIAN)).getByText('Shortlisted', { selector: 'span' })).toBeDefined();
  });

  it('shows a response taken off the shortlist so (unshortlistResponse)', async () => {
    openGrid({ status: 'SHORTLISTED' });
    expect(await buttons(MERIDIAN)).toEqual(['Shortlisted', 'Decline', 'Award']);

    fireEvent.click((await row(MERIDIAN)).getByRole('button', { name: `Shortlist ${MERIDIAN}` }));

    await waitFor(async () => expect(await buttons(MERIDIAN)).toEqual(['Shortlist', 'Decline', 'Award']));
    expect((await row(MERIDIAN)).getByText('Submitted', { selector: 'span' })).toBeDefined();
  });

  it('moves a rated response where its rating sorts it (rateResponse)', async () => {
    openGrid({ posterRating: 4 });
    fireEvent.change(await screen.findByLabelText('Sort responses'), { target: { value: 'RATING_DESC' } });
    await waitFor(async () => expect(await companies()).toEqual([MERIDIAN, LAKESHORE]));

    fireEvent.click((await row(LAKESHORE)).getByRole('button', { name: `Rate ${LAKESHORE} 5 of 5` }));

    await waitFor(async () => expect(await companies()).toEqual([LAKESHORE, MERIDIAN]));
    expect(
      (await row(LAKESHORE)).getByRole('group', { name: `Your rating of ${LAKESHORE}: 5 of 5 stars` }),
    ).toBeDefined();
  });

  it('shows a declined response so, without its decisions (declineResponse)', async () => {
    openGrid();

    fireEvent.click((await row(LAKESHORE)).getByRole('button', { name: `Decline ${LAKESHORE}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Decline ${LAKESHORE}’s response` }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Reason' }), { target: { value: 'Outside our regions.' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Decline response' }));

    await waitFor(async () => expect(await buttons(LAKESHORE)).toEqual([]));
    expect((await row(LAKESHORE)).getByText('Declined', { selector: 'span' })).toBeDefined();
    expect(await buttons(MERIDIAN)).toEqual(['Shortlist', 'Decline', 'Award']);
  });

  it('shows the request awarded in its header, rows and actions (awardResponse)', async () => {
    openGrid();
    expect(await screen.findByText('2 responses')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Close request' })).toBeDefined();

    fireEvent.click((await row(MERIDIAN)).getByRole('button', { name: `Award to ${MERIDIAN}` }));
    const confirm = within(await screen.findByRole('alertdialog', { name: `Award the request to ${MERIDIAN}?` }));
    fireEvent.click(confirm.getByRole('button', { name: 'Award' }));

    expect(await screen.findByText(/^Deadline .* · Awarded$/)).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close request' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect((await row(MERIDIAN)).getByText('Awarded', { selector: 'span' })).toBeDefined();
    expect((await row(LAKESHORE)).getByText('Not selected', { selector: 'span' })).toBeDefined();
    expect(await buttons(LAKESHORE)).toEqual([]);
  });
});

describe('RequestResponsesSection: the viewer’s own change shows without a reload', () => {
  it('counts a sent response in the header and shows it as the viewer’s (respondToRequest)', async () => {
    const { cache } = openAsResponder();
    // The inbox as an earlier visit left it: the response's new thread is not in it.
    cache.writeQuery({
      query: parse('{ unreadMessageCounts { inbox } }'),
      data: { unreadMessageCounts: { __typename: 'UnreadMessageCounts', inbox: 0 } },
    });
    expect(await screen.findByText('0 responses')).toBeDefined();

    const section = within(await loadedRegion('Responses'));
    fireEvent.change(section.getByLabelText('Your proposal'), { target: { value: 'Ten sites in Poland.' } });
    fireEvent.change(section.getByLabelText('Timeline'), { target: { value: '8 weeks' } });
    fireEvent.click(section.getByRole('button', { name: 'Send response' }));

    expect(await screen.findByText('1 response')).toBeDefined();
    const mine = within(await screen.findByRole('article', { name: 'Your response' }));
    expect(mine.getByText('Ten sites in Poland.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Send response' })).toBeNull();
    // The response opened a thread with the poster: the inbox is read again when next shown.
    expect(cache.extract().ROOT_QUERY).not.toHaveProperty('unreadMessageCounts');
  });

  it('shows an edited response as saved as soon as the form closes (updateMyResponse)', async () => {
    openAsResponder(true);
    const mine = within(await screen.findByRole('article', { name: 'Your response' }));

    fireEvent.click(mine.getByRole('button', { name: 'Edit response' }));
    const form = within(await screen.findByRole('form', { name: 'Edit your response' }));
    fireEvent.change(form.getByLabelText('Your proposal'), { target: { value: 'Twelve sites, two countries.' } });
    fireEvent.click(form.getByRole('button', { name: 'Save changes' }));

    const shown = await screen.findByRole('article', { name: 'Your response' });
    expect(within(shown).getByText('Twelve sites, two countries.')).toBeDefined();
  });

  it('uncounts a withdrawn response and offers the form again (withdrawMyResponse)', async () => {
    openAsResponder(true);
    expect(await screen.findByText('1 response')).toBeDefined();

    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw response' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Withdraw your response?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText('0 responses')).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Send response' })).toBeDefined();
    expect(screen.queryByRole('article', { name: 'Your response' })).toBeNull();
  });

  it('lists an asked question as waiting for its answer (askRequestQuestion)', async () => {
    openAsResponder();
    const section = within(await loadedRegion('Questions and answers'));
    expect(section.getByText('No answered questions yet.')).toBeDefined();

    const box = section.getByRole('textbox', { name: 'Ask the poster a question' });
    fireEvent.change(box, { target: { value: 'Is the central lab chosen?' } });
    fireEvent.click(section.getByRole('button', { name: 'Ask question' }));

    expect(await section.findByText('Q: Is the central lab chosen?')).toBeDefined();
    expect(section.getByText('Your question: waiting for an answer')).toBeDefined();
  });
});
