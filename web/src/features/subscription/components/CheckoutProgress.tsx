import { Box, Flex, Text } from '@chakra-ui/react';
import type { CheckoutPhase, PaymentCardValue } from '../useCheckout';

export interface CheckoutProgressProps {
  phase: CheckoutPhase;
  cardRequired: boolean;
  card: PaymentCardValue | null | undefined;
}

type StepStatus = 'Done' | 'In progress' | 'Next' | 'Not needed';

interface Step {
  label: string;
  status: StepStatus;
}

const PHASE_MESSAGES: Record<CheckoutPhase, string> = {
  'checking-card': 'Checking your payment card…',
  review: '',
  'opening-card-page': 'Opening the secure card page…',
  subscribing: 'Starting your subscription…',
};

/** The three steps of checkout and where each one is. */
export function checkoutSteps({ phase, cardRequired, card }: CheckoutProgressProps): Step[] {
  let cardStatus: StepStatus = 'Not needed';
  if (cardRequired) {
    if (phase === 'checking-card' || phase === 'opening-card-page') cardStatus = 'In progress';
    else if (card || phase === 'subscribing') cardStatus = 'Done';
    else cardStatus = 'Next';
  }
  return [
    { label: 'Choose your plan', status: 'Done' },
    { label: 'Payment card', status: cardStatus },
    { label: 'Start your subscription', status: phase === 'subscribing' ? 'In progress' : 'Next' },
  ];
}

/** Where checkout is, as an ordered list (the current step marked), with a live status line. */
export function CheckoutProgress(props: CheckoutProgressProps) {
  const steps = checkoutSteps(props);
  return (
    <Box>
      <Box as="ol" aria-label="Checkout progress" listStyleType="none" display="flex" flexDirection="column" gap={2}>
        {steps.map((step, index) => (
          <Flex
            as="li"
            key={step.label}
            gap={3}
            align="center"
            aria-current={step.status === 'In progress' ? 'step' : undefined}
          >
            <Flex
              w={7}
              h={7}
              flexShrink={0}
              align="center"
              justify="center"
              rounded="full"
              fontWeight="bold"
              fontSize="sm"
              bg={step.status === 'Done' ? 'colorPalette.solid' : 'bg.muted'}
              color={step.status === 'Done' ? 'colorPalette.contrast' : 'fg'}
              aria-hidden
            >
              {index + 1}
            </Flex>
            <Text fontWeight={step.status === 'In progress' ? 'semibold' : 'normal'}>
              {step.label}
              <Text as="span" color="fg.muted">{` — ${step.status}`}</Text>
            </Text>
          </Flex>
        ))}
      </Box>
      <Text role="status" aria-live="polite" mt={3} fontWeight="medium" _empty={{ display: 'none' }}>
        {PHASE_MESSAGES[props.phase]}
      </Text>
    </Box>
  );
}
