import { Heading, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import type { ReactNode } from 'react';

export interface FormSectionProps {
  title: string;
  children: ReactNode;
}

/** One step of a multi-step form: a region named by its h2. */
export function FormSection({ title, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap={4}>
      <Heading as="h2" size="md" id={headingId}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
