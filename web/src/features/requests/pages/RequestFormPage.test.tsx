import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { currentUrl, renderApp } from '../../../test/renderApp';
import '../../../test/resizeObserver';
import { EMPTY_REQUEST_FORM, toRequestInput } from '../requestForm';
import { CreateRequestDocument } from '../requestMutations';
import { buildRequest, formOptionsMock, requestEditMock, userErrors } from '../testing/requestsMocks';

const poster = buildViewer({ permissions: ['MEMBER_DASHBOARD', 'REQUESTS'] });
const typed = { ...EMPTY_REQUEST_FORM, kind: 'SITE' as const, title: 'Sites in Germany', description: 'Twelve sites.' };

function createMock(publish: boolean, payload: { request: unknown; errors: unknown[] }): MockLink.MockedResponse {
  return {
    request: { query: CreateRequestDocument, variables: { input: toRequestInput(typed, 'SITE'), publish } },
    result: { data: { createRequest: { __typename: 'RequestPayload', ...payload } } },
  };
}

async function fillSite() {
  fireEvent.click(await screen.findByRole('radio', { name: 'Clinical trial site' }));
  fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: typed.title } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: typed.description } });
}

describe('RequestFormPage', () => {
  it('asks for the kind first, then shows its fields', async () => {
    renderApp('/requests/new', { mocks: [appViewerMock(poster), formOptionsMock] });

    expect(await screen.findByText('Choose a kind to see its fields.')).toBeDefined();
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Choose what kind of request this is.')).toBeDefined();

    fireEvent.click(screen.getByRole('radio', { name: 'Clinical trial site' }));
    expect(await screen.findByRole('textbox', { name: 'Number of sites' })).toBeDefined();
    expect(screen.getByRole('group', { name: 'Phases' })).toBeDefined();
    fireEvent.click(screen.getByRole('radio', { name: 'Clinical trial service' }));
    expect(await screen.findByRole('textbox', { name: 'Timeline' })).toBeDefined();
    expect(screen.queryByRole('textbox', { name: 'Number of sites' })).toBeNull();
  });

  it('shows the api’s refusals at their fields and keeps what was typed', async () => {
    renderApp('/requests/new', {
      mocks: [
        appViewerMock(poster),
        formOptionsMock,
        createMock(true, {
          request: null,
          errors: userErrors([
            { code: 'BAD_USER_INPUT', field: 'responseDeadline', message: 'Enter a response deadline.' },
            { code: 'BAD_USER_INPUT', field: 'countryIds', message: 'Choose at least one country.' },
          ]),
        }),
      ],
    });
    await fillSite();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Enter a response deadline.')).toBeDefined();
    expect(screen.getByText('Choose at least one country.')).toBeDefined();
    expect(screen.getByText('2 fields need your attention: see the messages below.')).toBeDefined();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('value', typed.title);
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveProperty('value', typed.description);
    // The first field at fault takes the focus.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(screen.getByLabelText(/Response deadline/));
  });

  it('opens the Explorer modal over the form when posting needs Innovator, the text kept', async () => {
    const message = "Posting requests is part of Innovator. Upgrade to post your company's needs.";
    renderApp('/requests/new', {
      mocks: [
        appViewerMock(poster),
        formOptionsMock,
        createMock(false, { request: null, errors: userErrors([{ code: 'EXPLORER_LIMIT', field: null, message }]) }),
      ],
    });
    await fillSite();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    const modal = await screen.findByRole('dialog', { name: 'Explorer: the free plan' });
    fireEvent.click(within(modal).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Explorer: the free plan' })).toBeNull());
    expect(screen.getByText(message)).toBeDefined();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('value', typed.title);
  });

  it('saves a draft and goes to the request', async () => {
    const { router } = renderApp('/requests/new', {
      mocks: [
        appViewerMock(poster),
        formOptionsMock,
        createMock(false, {
          request: { __typename: 'Request', id: 'request-9', status: 'DRAFT', version: 1 },
          errors: [],
        }),
      ],
    });
    await fillSite();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/requests/request-9'));
  });

  it('edits an open request with its kind fixed and one save button', async () => {
    renderApp('/requests/request-1/edit', {
      mocks: [appViewerMock(poster), formOptionsMock, requestEditMock(buildRequest({ canEdit: true }))],
    });

    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Phase 2 sites for NSCLC');
    expect(screen.getByRole('radio', { name: 'Clinical trial site' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Number of sites' })).toHaveProperty('value', '12');
  });
});
