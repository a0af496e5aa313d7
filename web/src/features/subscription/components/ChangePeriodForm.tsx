import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../../__generated__';
import type { SubscriptionPeriod } from '../../../__generated__/graphql';
import { errorMessages, GENERIC_ERROR_MESSAGE } from '../../../shared/errorMessages';
import { useSession } from '../../../shared/session/useViewer';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { confirmationPath } from '../subscriptionUrls';
import { PeriodSwitch } from './PeriodSwitch';

export const ChangePeriodFormDocument = graphql(`
  mutation ChangePeriodForm($subscriptionId: ID!, $period: SubscriptionPeriod!) {
    changeSubscriptionPeriod(subscriptionId: $subscriptionId, period: $period) {
      confirmation
      subscription {
        id
        period
        scheduledPeriod
        endDate
        price {
          amountCents
          currency
        }
      }
      errors {
        code
        field
        message
      }
    }
  }
`);

export interface ChangePeriodFormProps {
  subscriptionId: string;
  /** The period in force from the next renewal (the scheduled one, else the current one). */
  period: SubscriptionPeriod;
}

/** Change the billing period (spec §9: Yearly, Monthly); it applies from the next renewal. */
export function ChangePeriodForm({ subscriptionId, period }: ChangePeriodFormProps) {
  const [change, changing] = useMutation(ChangePeriodFormDocument);
  const { refresh } = useSession();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<SubscriptionPeriod>(period);
  const [errors, setErrors] = useState<string[]>([]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors([]);
    try {
      const { data } = await change({ variables: { subscriptionId, period: chosen } });
      const payload = data?.changeSubscriptionPeriod;
      if (payload && payload.errors.length === 0 && payload.confirmation) {
        await refresh().catch(() => undefined);
        return void navigate(confirmationPath(payload.confirmation));
      }
      setErrors(
        payload && payload.errors.length > 0 ? payload.errors.map((item) => item.message) : [GENERIC_ERROR_MESSAGE],
      );
    } catch (caught) {
      setErrors(errorMessages(caught));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap={4} align="flex-start">
        <PeriodSwitch value={chosen} onChange={setChosen} label="Bill my company" />
        <Text color="fg.muted" fontSize="sm">
          A new period starts at your next renewal; during a free trial it applies at once.
        </Text>
        {errors.map((message) => (
          <ErrorAlert key={message} message={message} />
        ))}
        <Button type="submit" loading={changing.loading} disabled={chosen === period}>
          Change billing period
        </Button>
      </Stack>
    </form>
  );
}
