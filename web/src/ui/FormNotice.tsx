import { Text } from '@chakra-ui/react';
import type { TextProps } from '@chakra-ui/react';
import type { Ref } from 'react';

export interface FormNoticeProps extends Omit<TextProps, 'role' | 'children'> {
  /** What the last send did ('Your profile has been saved.'), or '' before and while editing. */
  message: string;
  /** For moving the focus to the outcome (when the control that was used goes away). */
  ref?: Ref<HTMLParagraphElement>;
}

/**
 * A form's outcome, read out by screen readers (role="status"). The element stays while empty, so
 * the live region exists before its text arrives.
 */
export function FormNotice({ message, color = 'green.fg', ...props }: FormNoticeProps) {
  return (
    <Text role="status" color={color} fontWeight="medium" {...props}>
      {message}
    </Text>
  );
}
