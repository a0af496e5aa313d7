import { Button, List, Text } from '@chakra-ui/react';
import type { ModalControls, ModalPropsMap } from '../../shared/modals/modalTypes';
import { OFFERINGS_PATH } from '../../shared/paths';
import { PLAN_FEATURES } from '../../shared/planFeatures';
import { ModalDialog } from './ModalDialog';
import { ModalNavButton } from './ModalNavButton';

export type ExplorerFeaturesModalProps = ModalPropsMap['explorerFeatures'] & ModalControls;

/** Before choosing Explorer: what it includes and that Innovator gives more. */
export function ExplorerFeaturesModal({ onContinue, onClose }: ExplorerFeaturesModalProps) {
  return (
    <ModalDialog
      title="Explorer: the free plan"
      onClose={onClose}
      footer={
        <>
          <ModalNavButton to={OFFERINGS_PATH} variant="outline" onNavigate={onClose}>
            Compare with Innovator
          </ModalNavButton>
          {onContinue ? (
            <Button
              onClick={() => {
                onClose();
                onContinue();
              }}
            >
              Continue with Explorer
            </Button>
          ) : null}
        </>
      }
    >
      <Text>Explorer includes:</Text>
      <List.Root ps={5} gap={1}>
        {PLAN_FEATURES.EXPLORER.map((feature) => (
          <List.Item key={feature}>{feature}</List.Item>
        ))}
      </List.Root>
      <Text color="fg.muted">Comparison, messaging, requests and documents come with Innovator.</Text>
    </ModalDialog>
  );
}
