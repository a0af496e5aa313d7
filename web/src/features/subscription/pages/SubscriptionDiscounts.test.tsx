import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { DiscountsSectionSelectDocument } from '../components/DiscountsSection';
import { PromotionCodeFormVerifyDocument } from '../components/PromotionCodeForm';
import { buildDiscount, buildOffering, buildOfferings, buildOption, userError } from '../testing/subscriptionFactories';
import { currentSubscriptionMock, offeringsMock, subscriptionViewer } from '../testing/subscriptionMocks';

const vendorCard = () => screen.findByRole('article', { name: 'Innovator for vendors (51-500 employees)' });

/** SCOPE2025MID: a sized SCOPE code, 10% off the vendors' 51-500 plan paid yearly. */
const verifyScopeCode = {
  request: { query: PromotionCodeFormVerifyDocument, variables: { promotionCode: 'SCOPE2025MID' } },
  result: {
    data: {
      verifyPromotionCode: {
        __typename: 'VerifyPromotionCodePayload',
        promotion: {
          __typename: 'Promotion',
          code: 'SCOPE2025MID',
          discount: buildDiscount({
            id: 'discount-scope',
            code: 'SCOPE_ALUMNI',
            name: 'SCOPE alumni',
            percentOff: 10,
            couponId: 'coupon-scope',
          }),
          // Named by the api, as every screen names the plan.
          option: buildOption(
            'INNOVATOR_CRO_TECHNOLOGY_SERVICE_PROVIDER_MID',
            'YEAR',
            3200,
            'Innovator for vendors (51-500 employees)',
          ),
        },
        errors: [],
      },
    },
  },
};

// Discounts and promotion codes on the offerings (the price each plan shows, and what checkout buys).
describe('SubscriptionsPage discounts and promotion codes', () => {
  it('shows discounted prices with the selected discount and selects another one', async () => {
    const early = buildDiscount({ selected: true });
    const inaugural = buildDiscount({
      id: 'discount-inaugural',
      code: 'INAUGURAL_YEAR_DISCOUNT',
      name: 'Inaugural year',
      duration: 'FIRST_YEAR',
      couponId: 'coupon-inaugural',
    });
    const select = vi.fn(() => ({
      data: {
        selectDiscount: {
          __typename: 'SelectDiscountPayload',
          discounts: [
            { ...early, selected: false },
            { ...inaugural, selected: true },
          ],
          errors: [],
        },
      },
    }));
    renderApp('/subscriptions', {
      mocks: [
        appViewerMock(subscriptionViewer()),
        offeringsMock(buildOfferings({ discounts: [early, inaugural] })),
        currentSubscriptionMock({ id: 'sub-1', plan: 'INNOVATOR', status: 'TRIALING', code: null, period: null }),
        {
          request: { query: DiscountsSectionSelectDocument, variables: { discountId: 'discount-inaugural' } },
          result: select,
        },
      ],
    });

    const card = await vendorCard();
    expect(within(card).getByText('$2,560')).toBeDefined();
    expect(within(card).getByText('Early adopters: 20% off every payment')).toBeDefined();
    fireEvent.click(screen.getByRole('radio', { name: 'Inaugural year: 20% off the first year' }));

    await waitFor(() => expect(select).toHaveBeenCalled());
    expect(await within(card).findByText('Inaugural year: 20% off the first year')).toBeDefined();
  });

  it('verifies a promotion code and shows the plan a sized SCOPE code selects', async () => {
    renderApp('/subscriptions', {
      mocks: [
        appViewerMock(subscriptionViewer()),
        offeringsMock(buildOfferings()),
        currentSubscriptionMock({ id: 'sub-1', plan: 'NONE', status: null, code: null, period: null }),
        verifyScopeCode,
      ],
    });

    fireEvent.change(await screen.findByRole('textbox', { name: 'Promotion code' }), {
      target: { value: ' SCOPE2025MID ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(
      await screen.findByText('Promotion code SCOPE2025MID applied: SCOPE alumni, 10% off every payment.'),
    ).toBeDefined();
    expect(
      screen.getByText(/It applies to Innovator for vendors \(51-500 employees\) at \$3,200 \/ year/),
    ).toBeDefined();
    expect(within(await vendorCard()).getByText('$2,880')).toBeDefined();
  });

  it('shows the promotion discount only on the option a sized SCOPE code buys, not on the other plans', async () => {
    const vendorSmall = buildOffering(
      'INNOVATOR_CRO_TECHNOLOGY_SERVICE_PROVIDER_SMALL',
      'Innovator for vendors (1-50 employees)',
      [180, 2000],
    );
    renderApp('/subscriptions', {
      mocks: [
        appViewerMock(subscriptionViewer()),
        offeringsMock(buildOfferings({ offerings: [vendorSmall] })),
        currentSubscriptionMock({ id: 'sub-1', plan: 'NONE', status: null, code: null, period: null }),
        verifyScopeCode,
      ],
    });

    const card = await screen.findByRole('article', { name: 'Innovator for vendors (1-50 employees)' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Promotion code' }), { target: { value: 'SCOPE2025MID' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(
      await screen.findByText(/It applies to Innovator for vendors \(51-500 employees\) at \$3,200 \/ year/),
    ).toBeDefined();
    expect(within(card).getByText('$2,000')).toBeDefined();
    expect(within(card).queryByText('$1,800')).toBeNull();
    expect(within(card).queryByText('SCOPE alumni: 10% off every payment')).toBeNull();
  });

  it('says why a promotion code is refused, on the field', async () => {
    const verify = {
      request: { query: PromotionCodeFormVerifyDocument, variables: { promotionCode: 'NOPE' } },
      result: {
        data: {
          verifyPromotionCode: {
            __typename: 'VerifyPromotionCodePayload',
            promotion: null,
            errors: [userError('BAD_USER_INPUT', 'This promotion code is not valid.', 'promotionCode')],
          },
        },
      },
    };
    renderApp('/subscriptions', {
      mocks: [
        appViewerMock(subscriptionViewer()),
        offeringsMock(buildOfferings()),
        currentSubscriptionMock({ id: null, plan: 'NONE', status: null, code: null, period: null }),
        verify,
      ],
    });

    const field = await screen.findByRole('textbox', { name: 'Promotion code' });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promotion code cannot be empty')).toBeDefined();
    fireEvent.change(field, { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('This promotion code is not valid.')).toBeDefined();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});
