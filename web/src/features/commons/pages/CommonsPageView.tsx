import { Badge, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { formatDate } from '../../../shared/format/dates';
import type { RoutePreviewProps } from '../../../shared/routing/routeTypes';
import { usePageSeo } from '../../../shared/routing/usePageSeo';
import { LoadState } from '../../../shared/ui/LoadStates';
import { NotFoundPage } from '../../../shared/ui/NotFoundPage';
import { AppLink } from '../../../ui/AppLink';
import { Markdown } from '../../../ui/Markdown';
import { PageContainer } from '../../../ui/PageContainer';
import { CommonsPageQueryDocument } from '../commons.documents';
import { COMMONS_PATH, commonsEditUrl, commonsPageUrl, commonsTypeUrl } from '../commonsUrls';

/** `/commons/:type/:slug`: one shared page, its markdown rendered with the server's rules. */
export function CommonsPageView({ callToAction }: Partial<RoutePreviewProps>) {
  const { type = '', slug = '' } = useParams();
  const { data, error, refetch } = useQuery(CommonsPageQueryDocument, {
    variables: { type, slug },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.commonsPage;
  const seo = useMemo(
    () =>
      page
        ? {
            title: page.title,
            description: page.summary || page.title,
            canonical: commonsPageUrl(page.type, page.slug),
            openGraph: { type: 'article' as const },
            twitter: { card: 'summary' as const },
          }
        : null,
    [page],
  );
  usePageSeo(seo);
  if (data && !page) return <NotFoundPage />;
  if (!page)
    return (
      <PageContainer>
        <LoadState error={error} refetch={refetch} label="Loading the page" />
      </PageContainer>
    );
  const date = formatDate(page.publishedAt ?? page.updatedAt);
  return (
    <PageContainer maxW="4xl">
      <Stack gap={6} as="article">
        <Stack gap={2}>
          <Flex gap={2} fontSize="sm" wrap="wrap">
            <AppLink to={COMMONS_PATH}>Commons</AppLink>
            <Text aria-hidden>›</Text>
            <AppLink to={commonsTypeUrl(page.type)}>Back to the list</AppLink>
          </Flex>
          <Heading as="h1" size="2xl" overflowWrap="anywhere">
            {page.title}
          </Heading>
          {page.summary && (
            <Text fontSize="lg" color="fg.muted" overflowWrap="anywhere">
              {page.summary}
            </Text>
          )}
          <Flex gap={3} align="center" wrap="wrap">
            <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
              {[page.authorName, page.company.name, date].filter(Boolean).join(' · ')}
            </Text>
            {page.status === 'DRAFT' && <Badge>Draft: only your company sees it</Badge>}
            {page.canEdit && !callToAction && <AppLink to={commonsEditUrl({ id: page.id })}>Edit this page</AppLink>}
          </Flex>
          {callToAction?.('writing pages and messaging experts')}
        </Stack>
        <Markdown>{page.body}</Markdown>
      </Stack>
    </PageContainer>
  );
}
