import { Skeleton, Stack, Text } from '@chakra-ui/react';

export interface TabLoadingProps {
  /** What is loading, for assistive technology. */
  label: string;
}

/** A tab's placeholder while its data loads. */
export function TabLoading({ label }: TabLoadingProps) {
  return (
    <Stack gap={4} aria-busy="true" aria-label={label} role="status">
      <Skeleton height="10" maxW="md" />
      <Skeleton height="10" maxW="md" />
      <Skeleton height="10" maxW="md" />
    </Stack>
  );
}

/** Shown instead of account settings while an admin acts as someone else (spec §6). */
export function NotAvailableWhileImpersonating() {
  return (
    <Text color="fg.muted" py={4}>
      Not available while acting as another user.
    </Text>
  );
}
