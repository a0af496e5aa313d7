import { Heading, Stack, Text } from '@chakra-ui/react';
import { HOME_PATH } from '../../../shared/paths';
import { useRouteTitle } from '../../../shared/routing/routeTitle';
import { AppLink } from '../../../ui/AppLink';
import { PageContainer } from '../../../ui/PageContainer';

/** The page of every route whose screen belongs to later work: its title and a plain notice. */
export function SectionUnavailablePage() {
  const title = useRouteTitle();
  return (
    <PageContainer>
      <Stack gap={4} align="flex-start" maxW="2xl">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">This section is not available yet.</Text>
        <AppLink to={HOME_PATH}>Go to the homepage</AppLink>
      </Stack>
    </PageContainer>
  );
}
