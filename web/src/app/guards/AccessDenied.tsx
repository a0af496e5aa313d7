import { Heading, Stack } from '@chakra-ui/react';
import { AppLink } from '../../ui/AppLink';
import { PageContainer } from '../../ui/PageContainer';
import { DASHBOARD_PATH } from '../../features/dashboard/dashboardUrls';

/** Spec §2: what a signed-in user sees on a page their permissions do not cover. */
export function AccessDenied() {
  return (
    <PageContainer>
      <Stack gap={4} align="flex-start">
        <Heading as="h1" size="xl">
          You don't have permissions to access this page
        </Heading>
        <AppLink to={DASHBOARD_PATH}>Go to Dashboard.</AppLink>
      </Stack>
    </PageContainer>
  );
}
