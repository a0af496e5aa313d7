import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSubscription, buildViewer } from '../../../test/factories';
import type { TestViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { currentUrl, renderApp } from '../../../test/renderApp';
import { compareStateMock } from '../../compare/testing/compareMocks';
import { buildCompanyPreview, buildCompanyProfile, lookingForItems, ref } from '../testing/companyFactories';
import { lookingForMock, previewMock, profileMock, recordViewMock } from '../testing/companyMocks';

const ALIAS = 'meridian-clinical-research';
const NAME = 'Meridian Clinical Research';
const noPlan = buildViewer({
  subscription: buildSubscription({ plan: 'NONE', status: null, endDate: null, period: null, billingAdmin: false }),
});
const services = ['Biostatistics', 'Clinical Monitoring', 'Data Management', 'Medical Writing', 'Pharmacovigilance'];

function open(viewer: TestViewer | null, path = `/companies/${ALIAS}`) {
  const preview = buildCompanyPreview({
    services: services.map((name, i) => ref(`sv-${i}`, 'SERVICES', name)),
    claimable: true,
  });
  return renderApp(path, { mocks: [appViewerMock(viewer), previewMock(ALIAS, preview)] });
}

/** Closes the gating modal as a user would ("Not now"). */
async function closeModal(title: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('CompanyPreviewPage', () => {
  it("shows a visitor the company's preview with its own call to join, and no modal over it", async () => {
    open(null);

    expect(await screen.findByRole('heading', { level: 1, name: NAME })).toBeDefined();
    expect(await screen.findByRole('region', { name: 'Join to see the full profile' })).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Join for Access')).toBeNull();
    expect(screen.queryByText(/Join to see this page|This page needs a subscription/)).toBeNull();

    expect(screen.getByText('CRO · Boston, MA, United States')).toBeDefined();
    expect(
      screen.getByText('A full-service CRO running oncology trials across North America and Europe.'),
    ).toBeDefined();
    const capabilities = screen.getByRole('region', { name: 'Capabilities' });
    expect(
      within(within(capabilities).getByRole('list', { name: 'Services' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...services.slice(0, 4), '+1 more']);
    expect(within(screen.getByRole('list', { name: 'Badges' })).getByText('Unclaimed')).toBeDefined();
    // Nothing members-only: no members, key facts, looking-for list or contact.
    for (const region of ['Members', 'Key facts', 'Looking for'])
      expect(screen.queryByRole('region', { name: region })).toBeNull();
    expect(screen.queryByRole('button', { name: /Contact/ })).toBeNull();
    await waitFor(() => expect(document.title).toBe(`${NAME} | Trialbridge`));
  });

  it('gives a visitor a way to join or sign in', async () => {
    const { router } = open(null);

    const way = await screen.findByRole('region', { name: 'Join to see the full profile' });
    expect(within(way).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/login?returnTo=%2Fcompanies%2F${ALIAS}`,
    );
    fireEvent.click(within(way).getByRole('link', { name: 'Join now' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/register'));
  });

  it("shows a company without a plan the preview beneath 'Begin Your Free Trial!', then the way to the trial", async () => {
    const { router } = open(noPlan);

    expect(await screen.findByRole('heading', { level: 1, name: NAME, hidden: true })).toBeDefined();
    await closeModal('Begin Your Free Trial!');
    const way = await screen.findByRole('region', { name: 'Start your free trial to see the full profile' });
    fireEvent.click(within(way).getByRole('button', { name: 'See your options' }));
    expect(await screen.findByRole('dialog', { name: 'Begin Your Free Trial!' })).toBeDefined();
    await closeModal('Begin Your Free Trial!');
    fireEvent.click(within(way).getByRole('link', { name: 'Start your free trial' }));

    await waitFor(() => expect(`${currentUrl(router)}${router.state.location.hash}`).toBe('/subscriptions#offerings'));
  });

  it('shows a visitor the published looking-for list, without the gating modal', async () => {
    renderApp(`/companies/${ALIAS}/looking-for`, {
      mocks: [appViewerMock(null), lookingForMock(ALIAS, { name: NAME, items: lookingForItems('PRODUCTS', ['EDC']) })],
    });

    expect(await screen.findByRole('heading', { level: 1, name: `${NAME} is looking for` })).toBeDefined();
    expect(screen.getByText('EDC')).toBeDefined();
    expect(screen.queryByText('Join for Access')).toBeNull();
  });

  it('shows the 404 page without the modal when no company has the alias', async () => {
    renderApp('/companies/nobody', { mocks: [appViewerMock(null), previewMock('nobody', null)] });

    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows Explorer the full profile, without a modal', async () => {
    const explorer = buildViewer({
      subscription: buildSubscription({ plan: 'EXPLORER', endDate: null, period: null }),
    });
    renderApp(`/companies/${ALIAS}`, {
      mocks: [
        appViewerMock(explorer),
        profileMock(ALIAS, buildCompanyProfile()),
        recordViewMock('company-10').mock,
        compareStateMock([]),
      ],
    });

    expect(await screen.findByRole('region', { name: 'Members' })).toBeDefined();
    expect(screen.getByRole('region', { name: 'Key facts' })).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
