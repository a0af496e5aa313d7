import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { currentUrl, renderApp } from '../../../test/renderApp';
import '../../../test/resizeObserver';
import { buildQuestion, loadedRegion, REQUEST_ID } from '../responses/proposalsMocks';
import { fakeRequest, requestState, type RequestState } from '../testing/fakeRequest';
import { buildRequest } from '../testing/requestsMocks';

// Issue 26: after each change of a request the poster sees its header (status, deadline, count),
// its actions and the lists as they now are, without a reload, and never as they were.

const poster = buildViewer({ permissions: ['MEMBER_DASHBOARD', 'REQUESTS'] });
const TITLE = 'Phase 2 sites for NSCLC';
const OTHER = 'Data management for HLX-7';
const PATH = `/requests/${REQUEST_ID}`;

function open(entry: string, state: RequestState = requestState()) {
  return renderApp(entry, { mocks: [appViewerMock(poster), ...fakeRequest(state)] });
}

const withStatus = (status: string) =>
  requestState({ request: buildRequest({ id: REQUEST_ID, status, isOwnCompany: true, version: 3 }) });

/** The header's status badge, its deadline line and the poster's actions, once they show `status`. */
async function header(status: string) {
  await waitFor(() => expect(screen.getByText(status, { selector: 'span' })).toBeDefined());
  const actions = [
    ...screen.queryAllByRole('link', { name: 'Edit' }),
    ...['Publish', 'Delete draft', 'Close request'].flatMap((name) => screen.queryAllByRole('button', { name })),
  ].map((item) => item.textContent);
  return { deadline: screen.getByText(/^Deadline /).textContent?.split(' · ')[1], actions };
}

/** The titles a list shows when it first renders, then once loaded. */
async function listTitles() {
  await screen.findByRole('heading', { level: 1, name: 'Requests' });
  const titles = () =>
    screen
      .queryAllByRole('article')
      .map((card) => document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent);
  const first = titles();
  await screen.findByRole('list', { name: 'Requests' });
  return { first, loaded: titles() };
}

describe('RequestPage: a change of the request shows without a reload', () => {
  it('opens a saved draft with its actions, and lists it (createRequest)', async () => {
    const { router } = open('/requests?scope=my', requestState({ request: null }));
    expect((await listTitles()).loaded).toEqual([OTHER]);
    await router.navigate('/requests/new');

    fireEvent.click(await screen.findByRole('radio', { name: 'Clinical trial site' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: 'Sites in Germany' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Twelve sites.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(currentUrl(router)).toBe(PATH));
    expect(await header('Draft')).toMatchObject({ actions: ['Edit', 'Publish', 'Delete draft'] });
    await router.navigate('/requests?scope=my');
    const { first, loaded } = await listTitles();
    expect(first.length === 0 || first.includes('Sites in Germany')).toBe(true);
    expect(loaded).toEqual(['Sites in Germany', OTHER]);
  });

  it('opens an edited request on what was saved, not what it was (updateRequest)', async () => {
    const { router } = open(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeDefined();

    fireEvent.click(screen.getByRole('link', { name: 'Edit' }));
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveProperty('value', TITLE));
    fireEvent.change(title, { target: { value: 'Phase 2 sites for NSCLC in Germany' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    // The first heading of the request's page is already the saved title.
    const heading = await waitFor(() => {
      const shown = screen.getByRole('heading', { level: 1 });
      expect(shown.textContent).not.toBe('Edit request');
      return shown.textContent;
    });
    expect(heading).toBe('Phase 2 sites for NSCLC in Germany');
    expect(currentUrl(router)).toBe(PATH);
  });

  it('shows a published draft open, with Close request (publishRequest)', async () => {
    open(PATH, withStatus('DRAFT'));
    expect(await header('Draft')).toMatchObject({ actions: ['Edit', 'Publish', 'Delete draft'] });

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await header('Open')).toMatchObject({ deadline: expect.stringMatching(/^Closes /) as string });
    expect((await header('Open')).actions).toEqual(['Edit', 'Close request']);
  });

  it('shows a closed request closed, without Edit or Close request (closeRequest)', async () => {
    open(PATH, withStatus('OPEN'));
    expect((await header('Open')).actions).toEqual(['Edit', 'Close request']);

    fireEvent.click(screen.getByRole('button', { name: 'Close request' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Close this request?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Close request' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await header('Closed')).toEqual({ deadline: 'Closed', actions: [] });
  });

  it('leaves a deleted draft off the list it goes back to (deleteRequest)', async () => {
    const { router } = open('/requests?scope=my', withStatus('DRAFT'));
    expect((await listTitles()).loaded).toEqual([TITLE, OTHER]);
    await router.navigate(PATH);

    fireEvent.click(await screen.findByRole('button', { name: 'Delete draft' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete this draft?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Delete draft' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/requests?scope=my'));
    const { first, loaded } = await listTitles();
    expect(first).not.toContain(TITLE);
    expect(loaded).toEqual([OTHER]);
  });

  it('shows an answer under its question, without the answer box (answerRequestQuestion)', async () => {
    open(PATH, requestState({ questions: [buildQuestion()] }));
    const section = within(await loadedRegion('Questions and answers'));

    fireEvent.change(section.getByRole('textbox', { name: 'Your answer' }), { target: { value: 'Yes, Labcorp.' } });
    fireEvent.click(section.getByRole('button', { name: 'Publish answer' }));

    expect(await section.findByText('A: Yes, Labcorp.')).toBeDefined();
    expect(section.queryByRole('textbox', { name: 'Your answer' })).toBeNull();
  });
});
