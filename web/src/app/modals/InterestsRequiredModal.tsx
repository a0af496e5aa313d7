import { Button, Text } from '@chakra-ui/react';
import { useBrand } from '../../shared/config/appConfigContext';
import type { ModalControls } from '../../shared/modals/modalTypes';
import { myAccountPath } from '../../shared/paths';
import { ModalDialog } from './ModalDialog';
import { ModalNavButton } from './ModalNavButton';

export type InterestsRequiredModalProps = ModalControls;

/** Spec §4: a sponsor's key areas of interest are incomplete. */
export function InterestsRequiredModal({ onClose }: InterestsRequiredModalProps) {
  const brand = useBrand();
  return (
    <ModalDialog
      title="Key Areas of Interest Required"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Later
          </Button>
          <ModalNavButton to={myAccountPath('interests')} onNavigate={onClose}>
            Complete my interests
          </ModalNavButton>
        </>
      }
    >
      <Text>{`Tell ${brand} which therapeutic areas, services, products, regions and trial phases matter to your company, so we can match you with the right partners.`}</Text>
      <Text color="fg.muted">It takes a couple of minutes and you can change them at any time.</Text>
    </ModalDialog>
  );
}
