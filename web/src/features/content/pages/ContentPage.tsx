import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { formatDate } from '../../../shared/format/dates';
import { publicSeo } from '../../../shared/routing/routeFactories';
import { usePageSeo } from '../../../shared/routing/usePageSeo';
import { LoadState } from '../../../shared/ui/LoadStates';
import { NotFoundPage } from '../../../shared/ui/NotFoundPage';
import { Markdown } from '../../../ui/Markdown';
import { PageContainer } from '../../../ui/PageContainer';
import { CmsEntryQueryDocument } from '../content.documents';

/** `/faq`, `/terms`…: a published page of the CMS, its key being the path (docs/content.md). */
export function ContentPage() {
  const { pathname } = useLocation();
  const key = pathname.replace(/^\/+|\/+$/g, '');
  const { data, error, refetch, loading } = useQuery(CmsEntryQueryDocument, { variables: { key } });
  const entry = data?.cmsEntry;
  const seo = useMemo(
    () => (entry ? publicSeo(entry.title, entry.description || entry.title, `/${entry.key}`) : null),
    [entry],
  );
  usePageSeo(seo);

  if (data && !entry && !loading) return <NotFoundPage />;
  return (
    <PageContainer maxW="4xl">
      {entry ? (
        <Stack as="article" gap={6} aria-labelledby="content-title">
          <Stack gap={2}>
            <Heading as="h1" size="3xl" id="content-title">
              {entry.title}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              Last updated {formatDate(entry.publishedAt)}
            </Text>
          </Stack>
          <Markdown>{entry.body}</Markdown>
        </Stack>
      ) : (
        <LoadState error={error} refetch={refetch} label="Loading the page" />
      )}
    </PageContainer>
  );
}
