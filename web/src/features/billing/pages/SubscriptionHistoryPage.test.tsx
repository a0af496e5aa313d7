import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { formatDate } from '../../../shared/format/dates';
import { buildSubscription } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { stubPhoneScreen } from '../../../test/phoneScreen';
import { currentUrl, renderApp } from '../../../test/renderApp';
import { usd } from '../../subscription/testing/subscriptionFactories';
import { subscriptionViewer } from '../../subscription/testing/subscriptionMocks';
import { buildPayment } from '../testing/billingFactories';
import type { TestPayment } from '../testing/billingFactories';
import {
  CHART_PAYMENTS,
  HISTORY_PAGE_SIZE,
  SubscriptionHistoryChartQueryDocument,
  SubscriptionHistoryPageQueryDocument,
} from './SubscriptionHistoryPage';

const viewer = subscriptionViewer();
const first = buildPayment({
  id: 'pay_1',
  createdAt: '2025-03-01T10:00:00.000Z',
  amount: usd(2560),
  discountAmount: usd(640),
  receiptUrl: 'http://127.0.0.1:4000/payments/local/receipts/rcpt_1',
});
const failed = buildPayment({
  id: 'pay_2',
  createdAt: '2026-03-01T10:00:00.000Z',
  status: 'FAILED',
  failureMessage: 'Your card was declined.',
  receiptUrl: null,
});
const second = buildPayment({
  id: 'pay_3',
  createdAt: '2026-03-04T10:00:00.000Z',
  receiptUrl: 'http://127.0.0.1:4000/payments/local/receipts/rcpt_3',
});

function pageMock(items: TestPayment[], page = 0, totalElements = items.length): MockLink.MockedResponse {
  return {
    request: { query: SubscriptionHistoryPageQueryDocument, variables: { page: { page, size: HISTORY_PAGE_SIZE } } },
    result: {
      data: {
        subscriptionPayments: {
          __typename: 'PaymentPage',
          items,
          page,
          size: HISTORY_PAGE_SIZE,
          totalElements,
          totalPages: Math.max(1, Math.ceil(totalElements / HISTORY_PAGE_SIZE)),
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function chartMock(items: TestPayment[]): MockLink.MockedResponse {
  return {
    request: { query: SubscriptionHistoryChartQueryDocument, variables: { page: { page: 0, size: CHART_PAYMENTS } } },
    result: { data: { subscriptionPayments: { __typename: 'PaymentPage', items } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const newestFirst = [second, failed, first];

describe('SubscriptionHistoryPage', () => {
  it('lists the payments with date, amount, status, payment id and a receipt link opening in a new tab', async () => {
    renderApp('/dashboard/subscription/history', {
      mocks: [appViewerMock(viewer), pageMock(newestFirst), chartMock(newestFirst)],
    });

    const table = await screen.findByRole('table', { name: 'Payments, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const [latest, declined, oldest] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(latest).getByText('Mar 4, 2026')).toBeDefined();
    expect(within(latest).getByText('$3,200')).toBeDefined();
    expect(within(latest).getByText('Paid')).toBeDefined();
    expect(within(latest).getByText('pay_3')).toBeDefined();
    const receipt = within(latest).getByRole('link', { name: 'Receipt for payment pay_3 (opens in a new tab)' });
    expect(receipt.getAttribute('href')).toBe('http://127.0.0.1:4000/payments/local/receipts/rcpt_3');
    expect(receipt.getAttribute('target')).toBe('_blank');
    expect(receipt.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(declined).getByText('Failed')).toBeDefined();
    expect(within(declined).getByText('Your card was declined.')).toBeDefined();
    expect(within(declined).queryByRole('link')).toBeNull();
    expect(within(oldest).getByText('$640 discount')).toBeDefined();
  });

  describe('on a phone', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('lists the payments as cards with the same data and receipt links', async () => {
      stubPhoneScreen();
      renderApp('/dashboard/subscription/history', {
        mocks: [appViewerMock(viewer), pageMock(newestFirst), chartMock(newestFirst)],
      });

      const list = await screen.findByRole('list', { name: 'Payments, newest first' });
      expect(screen.queryByRole('table', { name: 'Payments, newest first' })).toBeNull();
      const [latest, declined] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
      expect(within(latest).getByText('$3,200')).toBeDefined();
      expect(within(latest).getByText('pay_3')).toBeDefined();
      expect(
        within(latest).getByRole('link', { name: 'Receipt for payment pay_3 (opens in a new tab)' }),
      ).toBeDefined();
      expect(within(declined).getByText('Your card was declined.')).toBeDefined();
    });
  });

  it('charts the amounts paid over time, with a data table for those who cannot see the chart', async () => {
    renderApp('/dashboard/subscription/history', {
      mocks: [appViewerMock(viewer), pageMock(newestFirst), chartMock(newestFirst)],
    });

    const chart = await screen.findByRole('img', { name: /Amounts paid over time/ });
    expect(chart.querySelectorAll('rect')).toHaveLength(2);
    expect(chart.textContent).toContain(
      `2 payments from ${formatDate(first.createdAt) ?? ''} to ${formatDate(second.createdAt) ?? ''}, $5,760 in all.`,
    );
    const toggle = screen.getByRole('button', { name: 'Show the data as a table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table', { name: 'Amounts paid over time' })).toBeNull();
    fireEvent.click(toggle);

    const data = await screen.findByRole('table', { name: 'Amounts paid over time' });
    expect(
      within(data)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([`${formatDate(first.createdAt) ?? ''}$2,560`, `${formatDate(second.createdAt) ?? ''}$3,200`]);
    expect(screen.getByRole('button', { name: 'Hide the data table' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('pages through the payments with the page in the URL', async () => {
    const { router } = renderApp('/dashboard/subscription/history', {
      mocks: [appViewerMock(viewer), pageMock([second], 0, 11), pageMock([first], 1, 11), chartMock([second, first])],
    });

    expect(await screen.findByText('Page 1 of 2')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard/subscription/history?page=1'));
    expect(await screen.findByText('pay_1')).toBeDefined();
  });

  it('says there are no payments yet when the company never paid', async () => {
    renderApp('/dashboard/subscription/history', { mocks: [appViewerMock(viewer), pageMock([]), chartMock([])] });

    expect(
      await screen.findByText('No payments yet. Payments appear here once your company pays for a subscription.'),
    ).toBeDefined();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the error with a retry when the payments cannot be loaded', async () => {
    const failing: MockLink.MockedResponse = {
      request: pageMock([]).request,
      result: { errors: [{ message: 'Something went wrong.', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] },
    };
    renderApp('/dashboard/subscription/history', {
      mocks: [appViewerMock(viewer), failing, pageMock(newestFirst), chartMock(newestFirst)],
    });

    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Payments, newest first' })).toBeDefined();
  });

  it('needs a subscription in force, like the other member pages', async () => {
    const lapsed = subscriptionViewer({ subscription: buildSubscription({ status: 'ENDED' }) });
    renderApp('/dashboard/subscription/history', { mocks: [appViewerMock(lapsed)] });

    expect(await screen.findByRole('dialog', { name: 'Renew Your Subscription' })).toBeDefined();
  });
});
