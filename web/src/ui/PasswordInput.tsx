import { IconButton, Input, InputGroup, VisuallyHidden } from '@chakra-ui/react';
import type { InputProps } from '@chakra-ui/react';
import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from './icons';

export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  /**
   * What the toggle reveals, read as "Show <revealLabel>" / "Hide <revealLabel>". Two password
   * fields on one form need different toggle names to be told apart.
   */
  revealLabel?: string;
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordInput({ revealLabel = 'password', ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  // The name is hidden text, not aria-label: an aria-label containing "password" would also
  // match label lookups for the field itself (e.g. getByLabel('Password') in e2e tests).
  const toggle = (
    <IconButton type="button" variant="ghost" size="sm" onClick={() => setVisible((value) => !value)}>
      {visible ? <EyeOffIcon /> : <EyeIcon />}
      <VisuallyHidden>{`${visible ? 'Hide' : 'Show'} ${revealLabel}`}</VisuallyHidden>
    </IconButton>
  );
  return (
    <InputGroup endElement={toggle} endElementProps={{ pe: 1 }}>
      <Input {...props} type={visible ? 'text' : 'password'} />
    </InputGroup>
  );
}
