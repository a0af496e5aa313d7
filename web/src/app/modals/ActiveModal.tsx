import type { ComponentType } from 'react';
import type { ModalControls, OpenModal } from '../../shared/modals/modalTypes';
import { ChakraScope } from '../../ui/ChakraScope';
import { MODAL_COMPONENTS } from './modalRegistry';

export interface ActiveModalProps {
  modal: OpenModal;
  onClose: () => void;
}

/** The open modal's component, with its props (the registry pairs each kind with its props). */
export function ActiveModal({ modal, onClose }: ActiveModalProps) {
  const Component = MODAL_COMPONENTS[modal.kind] as ComponentType<OpenModal['props'] & ModalControls>;
  return (
    <ChakraScope>
      <Component {...modal.props} onClose={onClose} />
    </ChakraScope>
  );
}
