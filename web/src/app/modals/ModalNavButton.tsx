import { Button } from '@chakra-ui/react';
import type { ButtonProps } from '@chakra-ui/react';
import { useNavigate } from 'react-router';

export interface ModalNavButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** Where the button leads (a path, with search or hash if need be). */
  to: string;
  /** Called first: the modal closes, then the app moves on. */
  onNavigate: () => void;
}

/** A modal's call to action (spec §4 names them buttons): closes the modal and opens `to`. */
export function ModalNavButton({ to, onNavigate, children, ...props }: ModalNavButtonProps) {
  const navigate = useNavigate();
  return (
    <Button
      {...props}
      onClick={() => {
        onNavigate();
        void navigate(to);
      }}
    >
      {children}
    </Button>
  );
}
