import { Text } from '@chakra-ui/react';

/** Shown instead of account settings while an admin acts as someone else (spec §6). */
export function NotAvailableWhileImpersonating() {
  return (
    <Text color="fg.muted" py={4}>
      Not available while acting as another user.
    </Text>
  );
}
