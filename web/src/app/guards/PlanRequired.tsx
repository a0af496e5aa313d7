import { Heading, Stack, Text } from '@chakra-ui/react';
import { AppLink } from '../../ui/AppLink';
import { PageContainer } from '../../ui/PageContainer';
import { DASHBOARD_PATH } from '../../features/dashboard/dashboardUrls';

/**
 * A page whose plans exclude the viewer's. Spec §4 turns this into the subscription modals
 * (free trial, upgrade, renewal, join); until they exist, the page content stays hidden.
 */
export function PlanRequired() {
  return (
    <PageContainer>
      <Stack gap={4} align="flex-start">
        <Heading as="h1" size="xl">
          Your subscription doesn't include this page
        </Heading>
        <Text color="fg.muted">A different plan gives you access to it.</Text>
        <AppLink to={DASHBOARD_PATH}>Go to Dashboard.</AppLink>
      </Stack>
    </PageContainer>
  );
}
