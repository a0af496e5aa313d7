import { Alert, Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';

/** Spec §8's message for a stale edit (codes 401 and 409). */
export const STALE_EDIT_MESSAGE = 'The current state has been changed. Please refresh this page.';

export interface StaleEditAlertProps {
  /** Loads the latest version; the form then starts again from it. */
  onRefresh: () => Promise<void>;
}

/** Someone saved the company since this edit began: what was typed stays until the user refreshes. */
export function StaleEditAlert({ onRefresh }: StaleEditAlertProps) {
  const [refreshing, setRefreshing] = useState(false);
  return (
    <Alert.Root status="warning" role="alert" variant="subtle">
      <Alert.Indicator />
      <Alert.Content>
        <Stack gap={3} align="flex-start">
          <Alert.Description>{STALE_EDIT_MESSAGE}</Alert.Description>
          <Alert.Description fontSize="sm">
            Refreshing loads the latest version of the company; changes you have not saved are lost.
          </Alert.Description>
          <Button
            size="sm"
            variant="outline"
            loading={refreshing}
            onClick={() => {
              setRefreshing(true);
              void onRefresh().finally(() => setRefreshing(false));
            }}
          >
            Refresh
          </Button>
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
