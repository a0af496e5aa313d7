import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { graphql } from '../../../__generated__';
import { MY_SUBSCRIPTION_PATH } from '../../../shared/paths';
import { readPageParam } from '../../../shared/routing/pageParam';
import { AppLink } from '../../../ui/AppLink';
import { PageContainer } from '../../../ui/PageContainer';
import { SectionCard } from '../../../ui/SectionCard';
import { InviteTeamMemberForm, TeamSection } from '../../team';
import { SubscriptionLoadError } from './SubscriptionLoadError';

export const BillingViewQueryDocument = graphql(`
  query BillingView {
    mySubscription {
      id
      plan
      name
      billingAdmin
      canManageBilling
    }
  }
`);

/** `/dashboard/subscription?billing=true`: the subscription's team (billing admins manage it) and invitations. */
export function BillingView() {
  const { data, error, refetch } = useQuery(BillingViewQueryDocument, { fetchPolicy: 'cache-and-network' });
  const [searchParams] = useSearchParams();
  const page = readPageParam(searchParams.get('page'));
  const subscription = data?.mySubscription;
  const manages = Boolean(subscription?.id && (subscription.billingAdmin || subscription.canManageBilling));

  return (
    <PageContainer>
      <Stack gap={8}>
        <Stack gap={3}>
          <Heading as="h1" size="2xl">
            Billing
          </Heading>
          <Text color="fg.muted" maxW="3xl">
            Your subscription’s team: the colleagues it covers. Billing admins manage the team, the payment card and the
            plan.
          </Text>
          <AppLink to={MY_SUBSCRIPTION_PATH}>Back to my subscription</AppLink>
        </Stack>
        {!subscription && error ? (
          <SubscriptionLoadError error={error} refetch={refetch} />
        ) : !subscription ? (
          <Skeleton height="48" aria-busy="true" aria-label="Loading billing" role="status" />
        ) : !manages || !subscription.id ? (
          <Text>Only billing admins can manage the team. Ask one of your company’s billing admins to add you.</Text>
        ) : (
          <>
            <TeamSection subscriptionId={subscription.id} page={page} />
            <SectionCard title="Invite a colleague">
              <InviteTeamMemberForm subscriptionId={subscription.id} />
            </SectionCard>
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
