import { Center, Spinner, Stack, Text } from '@chakra-ui/react';

export interface LoadingScreenProps {
  /** What is loading, read out by screen readers and shown under the spinner. */
  label: string;
  /** `page` fills the viewport; `section` fills the content area of a shell. */
  variant?: 'page' | 'section';
}

/** A loading state (role="status", so assistive technology announces it). */
export function LoadingScreen({ label, variant = 'page' }: LoadingScreenProps) {
  return (
    <Center minH={variant === 'page' ? '100dvh' : '60vh'} role="status" aria-live="polite">
      <Stack align="center" gap={4}>
        <Spinner size="xl" color="colorPalette.solid" borderWidth="3px" aria-hidden />
        <Text color="fg.muted" fontSize="lg">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
