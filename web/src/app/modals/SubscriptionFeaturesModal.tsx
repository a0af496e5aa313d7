import { Button, List, Text } from '@chakra-ui/react';
import type { ModalControls, ModalPropsMap } from '../../shared/modals/modalTypes';
import { OFFERINGS_PATH } from '../../shared/paths';
import { PLAN_FEATURES } from '../../shared/planFeatures';
import { ModalDialog } from './ModalDialog';
import { ModalNavButton } from './ModalNavButton';

export type SubscriptionFeaturesModalProps = ModalPropsMap['subscriptionFeatures'] & ModalControls;

const PLAN_NAMES = { EXPLORER: 'Explorer', INNOVATOR: 'Innovator' } as const;

/** What a plan includes, with a way to the offerings. */
export function SubscriptionFeaturesModal({ plan, onClose }: SubscriptionFeaturesModalProps) {
  return (
    <ModalDialog
      title={`What ${PLAN_NAMES[plan]} includes`}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
          <ModalNavButton to={OFFERINGS_PATH} onNavigate={onClose}>
            See plans
          </ModalNavButton>
        </>
      }
    >
      <Text>
        {plan === 'EXPLORER'
          ? 'Explorer is free, for as long as you like.'
          : 'Innovator gives your whole team full access.'}
      </Text>
      <List.Root ps={5} gap={1}>
        {PLAN_FEATURES[plan].map((feature) => (
          <List.Item key={feature}>{feature}</List.Item>
        ))}
      </List.Root>
    </ModalDialog>
  );
}
