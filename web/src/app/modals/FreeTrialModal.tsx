import { Button, Stat, Text } from '@chakra-ui/react';
import { useBrand } from '../../shared/config/appConfigContext';
import { endsWhen, formatDaysLeft } from '../../shared/format/daysLeft';
import type { ModalControls, ModalPropsMap } from '../../shared/modals/modalTypes';
import { MY_SUBSCRIPTION_PATH } from '../../shared/paths';
import { ModalDialog } from './ModalDialog';
import { ModalNavButton } from './ModalNavButton';

export type FreeTrialModalProps = ModalPropsMap['freeTrial'] & ModalControls;

const KIND_LABELS = { FREE_TRIAL: 'Free Trial', GRACE_PERIOD: 'Grace Period' } as const;

/**
 * Spec §4's reminder that a free trial or a past-due grace period is about to end. The type
 * ('Free Trial', 'Grace Period') is said once, next to the days left; on the last two days the
 * end is named too ("ends tomorrow", "ends today"), since "2 days left" alone reads as two more.
 */
export function FreeTrialModal({ kind, daysLeft, onClose }: FreeTrialModalProps) {
  const brand = useBrand();
  const label = KIND_LABELS[kind];
  // Spec §4 counts today and the last day: "2 days left" is the day before the end.
  const when = endsWhen(daysLeft);
  return (
    <ModalDialog
      title={kind === 'FREE_TRIAL' ? 'Your trial ends soon' : 'Payment needed'}
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
      {when ? (
        <Text fontWeight="medium">{`Your ${kind === 'FREE_TRIAL' ? 'free trial' : 'grace period'} ends ${when}.`}</Text>
      ) : null}
      <Text>
        {kind === 'FREE_TRIAL'
          ? `Choose a plan before your trial ends to keep full access to ${brand} for your company.`
          : `Your last payment didn't go through. Update your payment method before then to keep full access to ${brand}.`}
      </Text>
    </ModalDialog>
  );
}
