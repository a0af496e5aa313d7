import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import { formatDate } from '../../../shared/format/dates';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { useSubscriptionChange } from '../useSubscriptionChange';

export const CancelSubscriptionDocument = graphql(`
  mutation CancelSubscription($subscriptionId: ID!) {
    cancelSubscription(subscriptionId: $subscriptionId) {
      confirmation
      subscription {
        id
        status
        cancelAtPeriodEnd
        canceledAt
        endDate
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export interface CancelSubscriptionProps {
  subscriptionId: string;
  endDate: string | null;
  /** A paid, active subscription runs to the end of its period; anything else stops at once. */
  atPeriodEnd: boolean;
}

/** Cancel, after a confirmation that says when access ends. */
export function CancelSubscription({ subscriptionId, endDate, atPeriodEnd }: CancelSubscriptionProps) {
  const [cancel, canceling] = useMutation(CancelSubscriptionDocument);
  const { change, errors } = useSubscriptionChange();
  const [asking, setAsking] = useState(false);
  const end = formatDate(endDate);
  // Said before asking (the card) and when asking (the dialog).
  const consequence =
    atPeriodEnd && end
      ? `your company keeps full access until ${end}, and you won't be charged again.`
      : 'your company loses full access at once.';

  async function confirm() {
    await change(async () => (await cancel({ variables: { subscriptionId } })).data?.cancelSubscription);
    setAsking(false);
  }

  return (
    <Stack gap={4} align="flex-start">
      <Text>{`If you cancel, ${consequence}`}</Text>
      <ErrorAlerts messages={errors} />
      <Button variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
        Cancel subscription
      </Button>
      <ConfirmDialog
        open={asking}
        title="Cancel your subscription?"
        description={`If you cancel now, ${consequence}`}
        confirmLabel="Yes, cancel my subscription"
        cancelLabel="Keep my subscription"
        confirming={canceling.loading}
        destructive
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}
