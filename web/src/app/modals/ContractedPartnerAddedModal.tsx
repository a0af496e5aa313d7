import { Button, Text } from '@chakra-ui/react';
import type { ModalControls, ModalPropsMap } from '../../shared/modals/modalTypes';
import { routePath } from '../../shared/routing/routePath';
import { ModalDialog } from './ModalDialog';
import { ModalNavButton } from './ModalNavButton';

export type ContractedPartnerAddedModalProps = ModalPropsMap['contractedPartnerAdded'] & ModalControls;

/** Confirms that a company was added to the viewer's contracted partners. */
export function ContractedPartnerAddedModal({ companyName, companyId, onClose }: ContractedPartnerAddedModalProps) {
  return (
    <ModalDialog
      title="Contracted partner added"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
          {companyId ? (
            <ModalNavButton
              to={routePath('/dashboard/contracted-partners/details/:id', { id: companyId })}
              onNavigate={onClose}
            >
              Rate and add notes
            </ModalNavButton>
          ) : (
            <ModalNavButton to={routePath('/dashboard/contracted-partners')} onNavigate={onClose}>
              View contracted partners
            </ModalNavButton>
          )}
        </>
      }
    >
      <Text>{`${companyName} is now one of your contracted partners. Your colleagues see it in your contracted partners, where you can rate it, keep notes, labels and documents on it. Only your company sees them.`}</Text>
    </ModalDialog>
  );
}
