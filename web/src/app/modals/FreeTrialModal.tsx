import { Button, Stat, Text } from '@chakra-ui/react';
import { useBrand } from '../config/appConfigContext';
import { MY_SUBSCRIPTION_PATH } from '../routePaths';
import { ModalDialog } from './ModalDialog';
import { ModalNavButton } from './ModalNavButton';
import type { ModalControls, ModalPropsMap } from './modalTypes';

export type FreeTrialModalProps = ModalPropsMap['freeTrial'] & ModalControls;

const TYPE_LABELS = { FREE_TRIAL: 'Free Trial', GRACE_PERIOD: 'Grace Period' } as const;

/** "1 day left", "3 days left". */
export function formatDaysLeft(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'} left`;
}

/**
 * Spec §4's reminder that a free trial or a past-due grace period is about to end. The type
 * ('Free Trial', 'Grace Period') is said once, next to the days left.
 */
export function FreeTrialModal({ type, daysLeft, onClose }: FreeTrialModalProps) {
  const brand = useBrand();
  const label = TYPE_LABELS[type];
  return (
    <ModalDialog
      title={type === 'FREE_TRIAL' ? 'Your trial ends soon' : 'Payment needed'}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Remind me later
          </Button>
          <ModalNavButton to={MY_SUBSCRIPTION_PATH} onNavigate={onClose}>
            My Subscription
          </ModalNavButton>
        </>
      }
    >
      <Stat.Root>
        <Stat.Label>{label}</Stat.Label>
        <Stat.ValueText>{formatDaysLeft(daysLeft)}</Stat.ValueText>
      </Stat.Root>
      <Text>
        {type === 'FREE_TRIAL'
          ? `Choose a plan before your trial ends to keep full access to ${brand} for your company.`
          : `Your last payment didn't go through. Update your payment method before then to keep full access to ${brand}.`}
      </Text>
    </ModalDialog>
  );
}
