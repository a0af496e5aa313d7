import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { discounted, formatMoney, formatPrice } from '../../../shared/format/money';
import { DetailList } from '../../../ui/DetailList';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { formatCard } from '../../billing';
import type { DiscountPreview } from '../checkoutChoice';
import { DISCOUNT_DURATION_LABELS, SUBSCRIPTION_PERIOD_LABELS } from '../subscriptionLabels';
import { needsCard } from '../useCheckout';
import type { CheckoutState, PaymentCardValue } from '../useCheckout';
import { CheckoutProgress } from './CheckoutProgress';

export interface CheckoutDialogProps {
  state: CheckoutState;
  trialEligible: boolean;
  trialDays: number;
  discount: DiscountPreview | null;
  /** Set when a promotion code chose the plan (SCOPE2025 plus a size). */
  promotionNote: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

function cardText(card: PaymentCardValue | null | undefined, required: boolean): string {
  if (!required) return 'Not needed';
  if (card === undefined) return 'Checking…';
  return card ? formatCard(card) : 'None yet: you’ll add one on the secure card page.';
}

function confirmLabel(state: CheckoutState, trialEligible: boolean, due: string): string {
  const { choice, card } = state;
  if (!choice) return 'Subscribe';
  if (choice.free) return 'Start Innovator';
  if (trialEligible) return 'Start free trial';
  return card === null ? 'Add a card and subscribe' : `Pay ${due} and subscribe`;
}

/** The checkout: what is bought, what it costs today, the card, progress and errors (spec §7's flow). */
export function CheckoutDialog({
  state,
  trialEligible,
  trialDays,
  discount,
  promotionNote,
  onConfirm,
  onClose,
}: CheckoutDialogProps) {
  const { choice, phase, errors } = state;
  const cardRequired = needsCard(choice, trialEligible);
  const busy = phase !== 'review';
  const price = choice ? (discount ? discounted(choice.price, discount.percentOff) : choice.price) : null;
  const due =
    choice?.free || trialEligible || !price
      ? formatMoney({ amountCents: 0, currency: price?.currency ?? 'USD' })
      : formatMoney(price);

  return (
    <Dialog.Root
      open
      placement="center"
      size="md"
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      onOpenChange={(details) => !details.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={3}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Checkout</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={5}>
                {choice ? (
                  <DetailList
                    items={[
                      { label: 'Plan', value: choice.name },
                      { label: 'Billing period', value: SUBSCRIPTION_PERIOD_LABELS[choice.interval] },
                      { label: 'Price', value: choice.free ? 'Free' : formatPrice(choice.price, choice.interval) },
                      {
                        label: 'Discount',
                        value:
                          discount && !choice.free
                            ? `${discount.name}: ${discount.percentOff}% off ${DISCOUNT_DURATION_LABELS[discount.duration]}`
                            : 'None',
                      },
                      { label: 'Due today', value: due },
                      { label: 'Payment card', value: cardText(state.card, cardRequired) },
                    ]}
                  />
                ) : (
                  <Text>Completing your purchase.</Text>
                )}
                {choice && trialEligible && !choice.free ? (
                  <Text>{`Your ${trialDays}-day free trial starts now. No card is needed; we’ll remind you before it ends.`}</Text>
                ) : null}
                {promotionNote ? <Text color="fg.muted">{promotionNote}</Text> : null}
                <CheckoutProgress phase={phase} cardRequired={cardRequired} card={state.card} />
                {errors.map((message) => (
                  <ErrorAlert key={message} message={message} />
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={busy && phase !== 'checking-card'} onClick={onClose}>
                Cancel
              </Button>
              {choice ? (
                <Button loading={busy} disabled={busy} onClick={onConfirm}>
                  {confirmLabel(state, trialEligible, due)}
                </Button>
              ) : null}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
