import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildCompany, buildUser } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { currentUrl, renderApp } from '../../../test/renderApp';
import { buildCatalog, buildDetails, buildOfferings, userError, vendorMid } from '../testing/subscriptionFactories';
import {
  confirmationScreenMock,
  currentSubscriptionMock,
  offeringsMock,
  subscriptionViewer,
} from '../testing/subscriptionMocks';

const vendorCard = () => screen.findByRole('article', { name: 'Innovator for vendors (51-500 employees)' });

describe('SubscriptionsPage', () => {
  it('advertises the free trial and asks a signed-out visitor for their company type before pricing', async () => {
    const { router } = renderApp('/subscriptions#offerings', {
      mocks: [
        appViewerMock(null),
        offeringsMock(buildOfferings({ companyType: null, offerings: [], trialEligible: true })),
        offeringsMock(buildOfferings({ trialEligible: true }), 'VENDOR'),
      ],
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeDefined();
    expect(screen.getByText(/Every company starts with a 180-day free trial of Innovator/)).toBeDefined();
    expect(await screen.findByText('Choose your company type to see its Innovator plans and prices.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Join for free' }).getAttribute('href')).toBe('/register');

    fireEvent.change(screen.getByRole('combobox', { name: 'Your company type' }), { target: { value: 'VENDOR' } });

    const card = await vendorCard();
    await waitFor(() => expect(currentUrl(router)).toBe('/subscriptions?companyType=VENDOR'));
    expect(within(card).getByText('$3,200')).toBeDefined();
    expect(within(card).getByText('Free for 180 days, no card needed.')).toBeDefined();
    expect(
      within(card).getByRole('link', { name: 'Join and start your 180-day free trial' }).getAttribute('href'),
    ).toBe('/register');
  });

  it("describes Explorer and what every Innovator plan includes in the api's catalog's words", async () => {
    renderApp('/subscriptions?companyType=VENDOR', {
      mocks: [appViewerMock(null), offeringsMock(buildOfferings(), 'VENDOR')],
    });
    const { explorer, innovator } = buildCatalog();
    const items = (card: HTMLElement) =>
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent);

    const explorerCard = await screen.findByRole('article', { name: explorer.name });
    expect(within(explorerCard).getByText(explorer.summary)).toBeDefined();
    expect(items(explorerCard)).toEqual(explorer.includes);
    expect(items(await vendorCard())).toEqual(innovator.includes);
  });

  it('shows monthly prices and keeps the period in the URL when Monthly is chosen', async () => {
    const { router } = renderApp('/subscriptions?companyType=VENDOR', {
      mocks: [appViewerMock(null), offeringsMock(buildOfferings(), 'VENDOR')],
    });

    const card = await vendorCard();
    expect(within(card).getByText('Save $400 a year compared with paying monthly.')).toBeDefined();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Yearly', 'Monthly']);
    fireEvent.click(screen.getByRole('radio', { name: 'Monthly' }));

    await waitFor(() => expect(within(card).getByText('$300')).toBeDefined());
    expect(within(card).getByText('/ month')).toBeDefined();
    expect(currentUrl(router)).toBe('/subscriptions?companyType=VENDOR&period=month');
  });

  it('shows the 351 message and disables buying when the viewer may not purchase', async () => {
    const member = subscriptionViewer({
      user: buildUser({
        role: 'MEMBER',
        company: buildCompany({
          role: { __typename: 'CompanyRole', id: 'role-sponsor', name: 'Clinical Trial Sponsor', type: 'SPONSOR' },
        }),
      }),
    });
    const offerings = buildOfferings({
      canPurchase: false,
      purchaseBlockedReason: userError(
        'SUBSCRIPTION_ADMIN_ONLY',
        'Only your company administrator can purchase subscription.',
      ),
    });
    renderApp('/subscriptions', {
      mocks: [
        appViewerMock(member),
        offeringsMock(offerings),
        currentSubscriptionMock({ id: 'sub-1', plan: 'INNOVATOR', status: 'TRIALING', code: null, period: null }),
      ],
    });

    expect(await screen.findByText('Only your company administrator can purchase subscription.')).toBeDefined();
    const card = await vendorCard();
    expect((within(card).getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Choose Explorer' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Promotion code' })).toBeNull();
  });

  it('marks the company’s current option and leaves it unbuyable', async () => {
    renderApp('/subscriptions', {
      mocks: [
        appViewerMock(subscriptionViewer()),
        offeringsMock(buildOfferings()),
        currentSubscriptionMock({
          id: 'sub-1',
          plan: 'INNOVATOR',
          status: 'ACTIVE',
          code: 'INNOVATOR_CRO_TECHNOLOGY_SERVICE_PROVIDER_MID',
          period: 'YEAR',
        }),
      ],
    });

    const card = await vendorCard();
    await waitFor(() => expect(within(card).getAllByText('Your current plan')).toHaveLength(2));
    expect((within(card).getByRole('button', { name: 'Your current plan' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('leads to the Explorer confirmation when a signed-in admin chooses Explorer', async () => {
    const { router } = renderApp('/subscriptions', {
      mocks: [
        appViewerMock(subscriptionViewer()),
        offeringsMock(buildOfferings()),
        currentSubscriptionMock({ id: 'sub-1', plan: 'INNOVATOR', status: 'TRIALING', code: null, period: null }),
        confirmationScreenMock(buildDetails({ status: 'TRIALING' })),
      ],
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Choose Explorer' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard/subscription?confirmation=confirm-explorer'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Continue with Explorer?' })).toBeDefined();
    expect(await screen.findByText('Your free trial of Innovator ends as soon as you choose Explorer.')).toBeDefined();
  });

  it('tells an investor that only Explorer is offered', async () => {
    renderApp('/subscriptions?companyType=INVESTOR', {
      mocks: [
        appViewerMock(null),
        offeringsMock(buildOfferings({ companyType: 'INVESTOR', offerings: [] }), 'INVESTOR'),
      ],
    });

    expect(
      await screen.findByText('No Innovator plan is offered to this company type yet. Explorer is free for everyone.'),
    ).toBeDefined();
    expect(screen.getByRole('article', { name: 'Explorer' })).toBeDefined();
  });

  it('scrolls to the offerings when the URL names them', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderApp('/subscriptions#offerings', {
      mocks: [appViewerMock(null), offeringsMock(buildOfferings({ companyType: null, offerings: [vendorMid()] }))],
    });

    await screen.findByRole('heading', { level: 2, name: 'Offerings' });
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('offerings'));
  });
});
