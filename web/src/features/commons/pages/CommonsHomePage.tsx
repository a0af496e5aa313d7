import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { RoutePreviewProps } from '../../../shared/routing/routeTypes';
import { useViewer } from '../../../shared/session/useViewer';
import { LoadState } from '../../../shared/ui/LoadStates';
import { AppLink } from '../../../ui/AppLink';
import { PageContainer } from '../../../ui/PageContainer';
import { CommonsHomeQueryDocument } from '../commons.documents';
import { COMMONS_EXPERTS_PATH, commonsTypeUrl } from '../commonsUrls';
import { OwnPages } from '../components/OwnPages';
import { PageSummaryCard } from '../components/PageSummaryCard';

/** `/commons`: the types with their counts, the latest pages, the experts, and the member's own pages. */
export function CommonsHomePage({ callToAction }: Partial<RoutePreviewProps>) {
  const viewer = useViewer();
  const { data, error, refetch } = useQuery(CommonsHomeQueryDocument, { fetchPolicy: 'cache-and-network' });
  const labels = new Map(data?.commonsTypes.map((t) => [t.type, t.label]) ?? []);
  const writer = !callToAction && Boolean(viewer?.user?.company);
  return (
    <PageContainer>
      <Stack gap={8}>
        <Stack gap={2}>
          <Heading as="h1" size="2xl">
            Commons
          </Heading>
          <Text color="fg.muted">
            What the community knows, shared: guides, checklists, a glossary, regulatory notes and case studies, written
            by members and published under their company's name.
          </Text>
          {callToAction?.('writing pages and messaging experts')}
        </Stack>
        {!data ? (
          <LoadState error={error} refetch={refetch} label="Loading the commons" />
        ) : (
          <>
            <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap={4} listStyleType="none" aria-label="Types">
              {data.commonsTypes.map((t) => (
                <Box as="li" key={t.type} borderWidth="1px" rounded="md" p={4} bg="bg.panel">
                  <Heading as="h2" size="md">
                    <AppLink to={commonsTypeUrl(t.type)}>{t.label}</AppLink>
                  </Heading>
                  <Text mt={1}>{t.description}</Text>
                  <Text mt={2} fontSize="sm" color="fg.muted">
                    {`${t.count} ${t.count === 1 ? 'page' : 'pages'}`}
                  </Text>
                </Box>
              ))}
              <Box as="li" borderWidth="1px" rounded="md" p={4} bg="bg.panel">
                <Heading as="h2" size="md">
                  <AppLink to={COMMONS_EXPERTS_PATH}>Experts</AppLink>
                </Heading>
                <Text mt={1}>People of the community who answer questions in their field.</Text>
              </Box>
            </SimpleGrid>
            <Stack gap={3} as="section" aria-labelledby="latest-pages">
              <Heading as="h2" size="lg" id="latest-pages">
                Latest pages
              </Heading>
              {data.commonsPages.items.length === 0 ? (
                <Text color="fg.muted">Nothing is published yet.</Text>
              ) : (
                <Stack as="ul" gap={3} listStyleType="none" aria-label="Latest pages">
                  {data.commonsPages.items.map((page) => (
                    <PageSummaryCard key={page.id} page={page} typeLabel={labels.get(page.type) ?? page.type} />
                  ))}
                </Stack>
              )}
            </Stack>
          </>
        )}
        {writer && <OwnPages />}
      </Stack>
    </PageContainer>
  );
}
