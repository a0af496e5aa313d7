import { Stack } from '@chakra-ui/react';
import type { StackProps } from '@chakra-ui/react';

export interface StackFormProps extends Omit<StackProps, 'as' | 'onSubmit'> {
  /** Enter in a field or the submit button; the browser's own submission never happens. */
  onSubmit: () => void;
}

/** A form laid out as a stack, submitted in the page. */
export function StackForm({ onSubmit, children, ...props }: StackFormProps) {
  return (
    <Stack
      as="form"
      {...props}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </Stack>
  );
}
