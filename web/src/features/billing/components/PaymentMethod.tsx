import { Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { MY_SUBSCRIPTION_PATH } from '../../../shared/paths';
import { formatCard, PaymentCardFragment } from '../paymentCard';
import { CardSetupButton } from './CardSetupButton';

export const PaymentMethodFragment = graphql(`
  fragment PaymentMethod_subscription on SubscriptionDetails {
    id
    paymentType
    card {
      ...PaymentCard_card
    }
  }
`);

export interface PaymentMethodProps {
  subscription: FragmentType<typeof PaymentMethodFragment>;
}

/** The card on file and 'Manage card': the gateway's card page, which returns here. */
export function PaymentMethod(props: PaymentMethodProps) {
  const subscription = getFragmentData(PaymentMethodFragment, props.subscription);
  const card = getFragmentData(PaymentCardFragment, subscription.card);
  return (
    <Stack gap={4} align="flex-start">
      <Text>{card ? formatCard(card) : 'No card on file.'}</Text>
      {subscription.paymentType === 'MANUAL' ? (
        <Text color="fg.muted">Your subscription is paid by invoice.</Text>
      ) : null}
      <CardSetupButton variant="outline" returnPath={MY_SUBSCRIPTION_PATH} subscriptionId={subscription.id}>
        {card ? 'Manage card' : 'Add a card'}
      </CardSetupButton>
      <Text color="fg.muted" fontSize="sm">
        Cards are entered on the payment provider’s secure page; we never see the full number.
      </Text>
    </Stack>
  );
}
