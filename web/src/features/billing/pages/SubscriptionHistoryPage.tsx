import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../../__generated__';
import { MY_SUBSCRIPTION_PATH } from '../../../shared/paths';
import { readPageParam } from '../../../shared/routing/pageParam';
import { LoadError } from '../../../shared/ui/LoadStates';
import { Pager } from '../../../shared/ui/Pager';
import { AppLink } from '../../../ui/AppLink';
import { PageContainer } from '../../../ui/PageContainer';
import { SectionCard } from '../../../ui/SectionCard';
import { subscriptionHistoryPath } from '../billingUrls';
import { PaymentsChart } from '../components/PaymentsChart';
import { PaymentsTable } from '../components/PaymentsTable';

export const SubscriptionHistoryPageQueryDocument = graphql(`
  query SubscriptionHistoryPage($page: PageInput) {
    subscriptionPayments(page: $page) {
      items {
        id
        ...PaymentsTable_payment
      }
      page
      size
      totalElements
      totalPages
    }
  }
`);

// The chart shows the most recent payments at once, whatever page the table is on.
export const SubscriptionHistoryChartQueryDocument = graphql(`
  query SubscriptionHistoryChart($page: PageInput) {
    subscriptionPayments(page: $page) {
      items {
        id
        createdAt
        status
        amount {
          amountCents
          currency
        }
      }
    }
  }
`);

export const HISTORY_PAGE_SIZE = 10;
export const CHART_PAYMENTS = 100;

/** `/dashboard/subscription/history`: the payments with their receipts, and a chart of amounts over time. */
export function SubscriptionHistoryPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const page = readPageParam(searchParams.get('page'));
  const { data, previousData, loading, error, refetch } = useQuery(SubscriptionHistoryPageQueryDocument, {
    variables: { page: { page, size: HISTORY_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const chart = useQuery(SubscriptionHistoryChartQueryDocument, {
    variables: { page: { page: 0, size: CHART_PAYMENTS } },
    fetchPolicy: 'cache-and-network',
  });
  const payments = (data ?? previousData)?.subscriptionPayments;
  const paid = (chart.data?.subscriptionPayments.items ?? []).filter((payment) => payment.status === 'SUCCEEDED');

  return (
    <PageContainer>
      <Stack gap={8}>
        <Stack gap={3}>
          <Heading as="h1" size="2xl">
            Subscription history
          </Heading>
          <AppLink to={MY_SUBSCRIPTION_PATH}>Back to my subscription</AppLink>
        </Stack>
        {!payments && error ? (
          <LoadError
            error={error}
            title="We couldn't load your payments."
            onRetry={() => void refetch().catch(() => undefined)}
          />
        ) : !payments ? (
          <Stack gap={3} aria-busy="true" aria-label="Loading payments" role="status">
            <Skeleton height="48" />
            <Skeleton height="32" />
          </Stack>
        ) : payments.totalElements === 0 ? (
          <Text color="fg.muted">No payments yet. Payments appear here once your company pays for a subscription.</Text>
        ) : (
          <>
            {paid.length > 0 ? (
              <SectionCard title="Amounts over time">
                <PaymentsChart
                  payments={paid.map((payment) => ({
                    id: payment.id,
                    createdAt: payment.createdAt,
                    amountCents: payment.amount.amountCents,
                  }))}
                  currency={paid[0]?.amount.currency ?? 'USD'}
                />
              </SectionCard>
            ) : null}
            <SectionCard title="Payments">
              <Stack gap={4} aria-busy={loading}>
                <PaymentsTable payments={payments.items} />
                {payments.totalPages > 1 ? (
                  <Pager
                    page={payments.page}
                    totalPages={payments.totalPages}
                    onPageChange={(next) => void navigate(subscriptionHistoryPath(next))}
                  />
                ) : null}
              </Stack>
            </SectionCard>
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
