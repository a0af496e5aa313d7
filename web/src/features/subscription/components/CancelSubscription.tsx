import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../../__generated__';
import { errorMessages, GENERIC_ERROR_MESSAGE } from '../../../shared/errorMessages';
import { formatEndDate } from '../../../shared/format/dates';
import { useSession } from '../../../shared/session/useViewer';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { confirmationPath } from '../subscriptionUrls';

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
        code
        field
        message
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
  const { refresh } = useSession();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const end = formatEndDate(endDate);
  // Said before asking (the card) and when asking (the dialog).
  const consequence =
    atPeriodEnd && end
      ? `your company keeps full access until ${end}, and you won't be charged again.`
      : 'your company loses full access at once.';

  async function confirm() {
    setErrors([]);
    try {
      const { data } = await cancel({ variables: { subscriptionId } });
      const payload = data?.cancelSubscription;
      if (payload && payload.errors.length === 0 && payload.confirmation) {
        setAsking(false);
        await refresh().catch(() => undefined);
        return void navigate(confirmationPath(payload.confirmation));
      }
      setErrors(
        payload && payload.errors.length > 0 ? payload.errors.map((item) => item.message) : [GENERIC_ERROR_MESSAGE],
      );
    } catch (caught) {
      setErrors(errorMessages(caught));
    }
    setAsking(false);
  }

  return (
    <Stack gap={4} align="flex-start">
      <Text>{`If you cancel, ${consequence}`}</Text>
      {errors.map((message) => (
        <ErrorAlert key={message} message={message} />
      ))}
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
