import { fireEvent, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { currentUrl, renderApp } from '../../../test/renderApp';
import '../../../test/resizeObserver';
import { ChallengeAreasDocument, ChallengesPageDocument } from '../challenge.documents';
import { daysLeft } from '../challengeDates';

const forever = { maxUsageCount: Number.POSITIVE_INFINITY };
const member = buildViewer({ permissions: ['MEMBER_DASHBOARD', 'REQUESTS'] });
const ONCOLOGY = { __typename: 'ReferenceItem', id: '10', name: 'Oncology' };

function challenge(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Challenge',
    id: '7',
    requestId: '31',
    headline: 'Consent without the site visit',
    problemSummary: 'Consent takes a site visit today.',
    prize: 'A paid six-month pilot in one study.',
    deadline: '2099-12-31',
    howToApply: 'Respond to the request with a short proposal.',
    status: 'PUBLISHED',
    open: true,
    sponsor: { __typename: 'ChallengeSponsor', id: '2', name: 'Helixa Biotherapeutics', alias: 'helixa' },
    therapeuticAreas: [{ __typename: 'ChallengeArea', id: '10', name: 'Oncology' }],
    isOwnCompany: false,
    ...overrides,
  };
}

function listMock(items: unknown[], { state = 'OPEN', area = null as string | null } = {}): MockLink.MockedResponse {
  return {
    request: {
      query: ChallengesPageDocument,
      variables: { input: { state, therapeuticAreaId: area, page: 0, size: 12 } },
    },
    result: {
      data: {
        challenges: {
          __typename: 'ChallengePage',
          items,
          page: 0,
          size: 12,
          totalElements: items.length,
          totalPages: 1,
        },
      },
    },
    ...forever,
  };
}
const areasMock: MockLink.MockedResponse = {
  request: { query: ChallengeAreasDocument },
  result: { data: { referenceItems: [ONCOLOGY] } },
  ...forever,
};

describe('ChallengesPage', () => {
  it('lists open challenges with sponsor, prize, deadline, days left and the way to apply', async () => {
    renderApp('/challenges', { mocks: [appViewerMock(member), areasMock, listMock([challenge()])] });
    const list = await screen.findByRole('list', { name: 'Open challenges' });
    const card = within(list).getByRole('listitem');
    expect(within(card).getByRole('heading', { name: 'Consent without the site visit' })).toBeDefined();
    expect(within(card).getByRole('link', { name: 'Helixa Biotherapeutics' })).toBeDefined();
    expect(within(card).getByText('A paid six-month pilot in one study.')).toBeDefined();
    expect(within(card).getByText(/^Closes .*2099/)).toBeDefined();
    const days = daysLeft('2099-12-31');
    expect(within(card).getByText(new RegExp(`${days} days left`))).toBeDefined();
    expect(within(card).getByRole('link', { name: 'View and apply' }).getAttribute('href')).toBe('/requests/31');
    expect(screen.getByText('1 open challenge')).toBeDefined();
    expect(screen.queryByText('Only members see who posts each challenge.')).toBeNull();
  });

  it('shows a visitor the public view, without the sponsor, and the call to join', async () => {
    renderApp('/challenges', {
      mocks: [appViewerMock(null), areasMock, listMock([challenge({ sponsor: null })])],
    });
    const list = await screen.findByRole('list', { name: 'Open challenges' });
    expect(within(list).queryByText('Helixa Biotherapeutics')).toBeNull();
    expect(screen.getByText('Only members see who posts each challenge.')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Join to see who posts each challenge and apply' })).toBeDefined();
  });

  it('says when nothing is open, and switches to the closed ones', async () => {
    const closed = challenge({ id: '8', status: 'CLOSED', open: false, headline: 'Wearables at home' });
    const { router } = renderApp('/challenges', {
      mocks: [appViewerMock(member), areasMock, listMock([]), listMock([closed], { state: 'CLOSED' })],
    });
    expect(await screen.findByText('No challenge is open right now. Come back soon.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Closed' }));
    const list = await screen.findByRole('list', { name: 'Closed challenges' });
    expect(currentUrl(router)).toBe('/challenges?state=closed');
    expect(within(list).getByText('Closed', { selector: 'p' })).toBeDefined();
    expect(within(list).getByRole('link', { name: 'View the request' })).toBeDefined();
    expect(within(list).queryByText(/days left/)).toBeNull();
  });

  it('filters by therapeutic area and offers a retry when the list fails', async () => {
    const { router } = renderApp('/challenges', {
      mocks: [
        appViewerMock(member),
        areasMock,
        listMock([challenge()]),
        {
          request: {
            query: ChallengesPageDocument,
            variables: { input: { state: 'OPEN', therapeuticAreaId: '10', page: 0, size: 12 } },
          },
          error: new Error('Failed to fetch'),
        },
      ],
    });
    await screen.findByRole('list', { name: 'Open challenges' });
    await screen.findByRole('option', { name: 'Oncology' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Therapeutic area' }), { target: { value: '10' } });
    expect(currentUrl(router)).toBe('/challenges?area=10');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeDefined();
  });
});
