import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { graphql } from '../../../__generated__';
import type { SubscriptionPeriod } from '../../../__generated__/graphql';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { useSubscriptionChange } from '../useSubscriptionChange';
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
        ...UserErrorFields
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
  const { change: send, errors } = useSubscriptionChange();
  const [chosen, setChosen] = useState<SubscriptionPeriod>(period);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send(
      async () => (await change({ variables: { subscriptionId, period: chosen } })).data?.changeSubscriptionPeriod,
    );
  }

  return (
    <form onSubmit={submit}>
      <Stack gap={4} align="flex-start">
        <PeriodSwitch value={chosen} onChange={setChosen} label="Bill my company" />
        <Text color="fg.muted" fontSize="sm">
          A new period starts at your next renewal; during a free trial it applies at once.
        </Text>
        <ErrorAlerts messages={errors} />
        <Button type="submit" loading={changing.loading} disabled={chosen === period}>
          Change billing period
        </Button>
      </Stack>
    </form>
  );
}
