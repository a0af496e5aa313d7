import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { getFragmentData, graphql } from '../../__generated__';
import { errorMessages, GENERIC_ERROR_MESSAGE } from '../../shared/errorMessages';
import { useSession } from '../../shared/session/useViewer';
import { readUserErrors } from '../../ui/useMutationForm';
import { PaymentCardFragment, useCardSetup } from '../billing';
import type { CardSummary } from '../billing';
import type { CheckoutChoice } from './checkoutChoice';
import type { CheckoutIntent } from './subscriptionUrls';
import { checkoutReturnPath, confirmationPath } from './subscriptionUrls';

export const CheckoutPaymentCustomerDocument = graphql(`
  query CheckoutPaymentCustomer {
    paymentCustomer {
      id
      card {
        ...PaymentCard_card
      }
    }
  }
`);

export const CheckoutCreateDocument = graphql(`
  mutation CheckoutCreate($input: CreateSubscriptionInput!) {
    createSubscription(input: $input) {
      confirmation
      subscription {
        id
        plan
        status
        period
        endDate
        code
      }
      payment {
        id
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export type PaymentCardValue = CardSummary;

/**
 * Where checkout is: checking the card on file, waiting for the buyer's go-ahead, sending them
 * to the card page, or creating the subscription.
 */
export type CheckoutPhase = 'checking-card' | 'review' | 'opening-card-page' | 'subscribing';

export interface CheckoutState {
  phase: CheckoutPhase;
  /** Null while a purchase resumes after the card page before the offerings are known. */
  choice: CheckoutChoice | null;
  /** The card on file: undefined while unknown, null when there is none. */
  card: PaymentCardValue | null | undefined;
  errors: string[];
}

export interface CheckoutOptions {
  /** Buying starts the free trial: no card, no payment. */
  trialEligible: boolean;
  /** A verified promotion code, sent with the purchase. */
  promotionCode: string | null;
  /** The selected discount's coupon, sent when there is no promotion code. */
  couponId: string | null;
}

/** Router state of the failed-to-subscribe screen: the messages the server gave. */
export interface FailedCheckoutState {
  messages: string[];
}

/** True when the purchase charges a card: not a free trial, not the free plan. */
export function needsCard(choice: CheckoutChoice | null, trialEligible: boolean): boolean {
  return choice !== null && !choice.free && !trialEligible;
}

/**
 * The checkout of spec §7: the payment customer's card is checked; without one the browser goes
 * to the card page, which returns to `checkoutReturnPath` (then `resume`); then the subscription
 * is created and the confirmation screen it names is shown.
 */
export function useCheckout({ trialEligible, promotionCode, couponId }: CheckoutOptions) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { refresh } = useSession();
  const [create] = useMutation(CheckoutCreateDocument);
  const startCardSetup = useCardSetup();
  const [state, setState] = useState<CheckoutState | null>(null);

  const fail = useCallback(
    (errors: string[]) => setState((current) => current && { ...current, phase: 'review', errors }),
    [],
  );

  const subscribe = useCallback(
    async (intent: CheckoutIntent, coupon: string | null) => {
      setState((current) => current && { ...current, phase: 'subscribing', errors: [] });
      try {
        const input = {
          priceId: intent.priceId,
          promotionCode: intent.promotionCode ?? null,
          couponId: intent.promotionCode ? null : coupon,
        };
        const { data } = await create({ variables: { input } });
        const payload = data?.createSubscription;
        if (!payload) return fail([GENERIC_ERROR_MESSAGE]);
        const messages = readUserErrors(payload.errors).map((item) => item.message);
        if (payload.confirmation === 'FAILED_TO_SUBSCRIBE') {
          await refresh().catch(() => undefined);
          const failed: FailedCheckoutState = { messages };
          return void navigate(confirmationPath('FAILED_TO_SUBSCRIBE', intent), { state: failed });
        }
        if (messages.length > 0 || !payload.confirmation)
          return fail(messages.length > 0 ? messages : [GENERIC_ERROR_MESSAGE]);
        // The session's subscription gates every page: it must know the new plan first.
        await refresh().catch(() => undefined);
        await navigate(confirmationPath(payload.confirmation));
      } catch (caught) {
        fail(errorMessages(caught));
      }
    },
    [create, fail, navigate, refresh],
  );

  const open = useCallback(
    async (choice: CheckoutChoice) => {
      if (!needsCard(choice, trialEligible)) return setState({ phase: 'review', choice, card: undefined, errors: [] });
      setState({ phase: 'checking-card', choice, card: undefined, errors: [] });
      try {
        const { data } = await client.query({ query: CheckoutPaymentCustomerDocument, fetchPolicy: 'network-only' });
        const card = getFragmentData(PaymentCardFragment, data?.paymentCustomer?.card) ?? null;
        setState((current) => current && { ...current, phase: 'review', card });
      } catch (caught) {
        fail(errorMessages(caught));
      }
    },
    [client, fail, trialEligible],
  );

  const openCardPage = useCallback(
    async (intent: CheckoutIntent) => {
      setState((current) => current && { ...current, phase: 'opening-card-page', errors: [] });
      const problems = await startCardSetup({ returnPath: checkoutReturnPath(intent) });
      if (problems.length > 0) fail(problems);
    },
    [fail, startCardSetup],
  );

  /** The buyer's go-ahead: the card page first when a card is needed and none is on file. */
  const confirm = useCallback(async () => {
    if (!state?.choice) return;
    const intent: CheckoutIntent = { priceId: state.choice.priceId, promotionCode, period: state.choice.interval };
    if (needsCard(state.choice, trialEligible)) {
      if (state.card === undefined) return open(state.choice);
      if (state.card === null) return openCardPage(intent);
    }
    await subscribe(intent, couponId);
  }, [couponId, open, openCardPage, promotionCode, state, subscribe, trialEligible]);

  /** Back from the card page with a saved card: the purchase completes without another click. */
  const resume = useCallback(
    async (intent: CheckoutIntent, choice: CheckoutChoice | null) => {
      setState({ phase: 'subscribing', choice, card: undefined, errors: [] });
      // The discount selected before leaving still applies (the server uses it when no coupon is sent).
      await subscribe(intent, null);
    },
    [subscribe],
  );

  const close = useCallback(
    () =>
      setState((current) =>
        current && (current.phase === 'review' || current.phase === 'checking-card') ? null : current,
      ),
    [],
  );

  return { state, open, confirm, resume, close };
}
