import { Heading, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../../__generated__';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { PageContainer } from '../../../ui/PageContainer';
import { SectionCard } from '../../../ui/SectionCard';
import { InvoiceRequestForm, PaymentMethod } from '../../billing';
import { confirmationPath } from '../subscriptionUrls';
import { CancelSubscription } from './CancelSubscription';
import { ChangePeriodForm } from './ChangePeriodForm';
import { SubscriptionLinks } from './SubscriptionLinks';
import { SubscriptionNotice } from './SubscriptionNotice';
import { SubscriptionSummary } from './SubscriptionSummary';
import { SubscriptionLoadError } from './SubscriptionLoadError';

export const SubscriptionOverviewQueryDocument = graphql(`
  query SubscriptionOverview {
    mySubscription {
      id
      plan
      status
      period
      endDate
      paymentType
      canManageBilling
      cancelAtPeriodEnd
      scheduledPeriod
      price {
        amountCents
        currency
      }
      ...SubscriptionSummary_subscription
      ...SubscriptionNotice_subscription
      ...PaymentMethod_subscription
    }
    subscriptionCatalog {
      ...SubscriptionNotice_catalog
    }
    subscriptionOfferings {
      ...SubscriptionSummary_offerings
    }
  }
`);

const IN_FORCE = new Set(['ACTIVE', 'TRIALING', 'PAST_DUE']);

/** My subscription: the plan and its terms, and what a billing admin can do with it. */
export function SubscriptionOverview() {
  const { data, error, refetch } = useQuery(SubscriptionOverviewQueryDocument, { fetchPolicy: 'cache-and-network' });
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const cardReturn = searchParams.get('card');
  // Back from the card page ('Manage card'): say what happened (the notice stays once the
  // parameter is gone), then drop the parameter.
  const [cardSaved, setCardSaved] = useState(cardReturn === 'saved');
  if (cardReturn === 'saved' && !cardSaved) setCardSaved(true);

  useEffect(() => {
    if (cardReturn === 'canceled') void navigate(confirmationPath('PAYMENT_CANCELED'), { replace: true });
    if (cardReturn === 'saved') {
      const next = new URLSearchParams(searchParams);
      next.delete('card');
      setSearchParams(next, { replace: true });
    }
  }, [cardReturn, navigate, searchParams, setSearchParams]);

  const subscription = data?.mySubscription;
  // Explorer is free and plan NONE has nothing to pay: the card, invoices and cancelling are Innovator's.
  const manages = Boolean(subscription?.canManageBilling && subscription.id && subscription.plan === 'INNOVATOR');
  const inForce = Boolean(subscription?.status && IN_FORCE.has(subscription.status));
  const periodChangeable =
    manages &&
    subscription?.plan === 'INNOVATOR' &&
    inForce &&
    !subscription.cancelAtPeriodEnd &&
    (subscription.price?.amountCents ?? 0) > 0;
  const cancellable = manages && inForce && !subscription?.cancelAtPeriodEnd;

  return (
    <PageContainer>
      <Stack gap={8}>
        <Stack gap={4}>
          <Heading as="h1" size="2xl">
            My subscription
          </Heading>
          <SubscriptionLinks />
        </Stack>
        {cardSaved ? (
          <ErrorAlert
            status="info"
            title="Card saved"
            message="Your card was saved. It will be used for your next payment."
          />
        ) : null}
        {!subscription && error ? (
          <SubscriptionLoadError error={error} refetch={refetch} />
        ) : !subscription ? (
          <Stack gap={4} aria-busy="true" aria-label="Loading your subscription" role="status">
            <Skeleton height="20" />
            <Skeleton height="48" />
          </Stack>
        ) : (
          <>
            <SubscriptionNotice subscription={subscription} catalog={data.subscriptionCatalog} />
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap={6}>
              <SectionCard title="Your plan">
                <SubscriptionSummary subscription={subscription} offerings={data.subscriptionOfferings} />
              </SectionCard>
              {manages ? (
                <SectionCard title="Payment method">
                  <PaymentMethod subscription={subscription} />
                </SectionCard>
              ) : null}
              {periodChangeable && subscription.id ? (
                <SectionCard title="Billing period">
                  <ChangePeriodForm
                    subscriptionId={subscription.id}
                    period={subscription.scheduledPeriod ?? subscription.period ?? 'YEAR'}
                  />
                </SectionCard>
              ) : null}
              {manages ? (
                <SectionCard title="Request an invoice">
                  <InvoiceRequestForm />
                </SectionCard>
              ) : null}
              {cancellable && subscription.id ? (
                <SectionCard title="Cancel subscription">
                  <CancelSubscription
                    subscriptionId={subscription.id}
                    endDate={subscription.endDate}
                    atPeriodEnd={
                      subscription.status === 'ACTIVE' &&
                      (subscription.paymentType === 'PAID' || subscription.paymentType === 'MANUAL')
                    }
                  />
                </SectionCard>
              ) : null}
            </SimpleGrid>
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
