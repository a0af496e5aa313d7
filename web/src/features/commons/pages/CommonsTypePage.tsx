import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import type { RoutePreviewProps } from '../../../shared/routing/routeTypes';
import { usePageSeo } from '../../../shared/routing/usePageSeo';
import { useViewer } from '../../../shared/session/useViewer';
import { LoadState } from '../../../shared/ui/LoadStates';
import { NotFoundPage } from '../../../shared/ui/NotFoundPage';
import { Pager } from '../../../shared/ui/Pager';
import { AppLink } from '../../../ui/AppLink';
import { PageContainer } from '../../../ui/PageContainer';
import { SearchForm } from '../../../ui/SearchForm';
import { CommonsTypeQueryDocument, CommonsTypesQueryDocument } from '../commons.documents';
import { COMMONS_PATH, commonsEditUrl, commonsTypeUrl } from '../commonsUrls';
import { PageSummaryCard } from '../components/PageSummaryCard';

const LIMITS = FIELD_LIMITS['GET /v1/commons/pages'];

/** `/commons/:type`: the published pages of one type, by words, paged (`?q=&page=` in the URL). */
export function CommonsTypePage({ callToAction }: Partial<RoutePreviewProps>) {
  const { type = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const [words, setWords] = useState(q);
  const viewer = useViewer();
  // The types first: an unknown one is the not-found page, never a query the api refuses.
  const types = useQuery(CommonsTypesQueryDocument, { fetchPolicy: 'cache-and-network' });
  const info = types.data?.commonsTypes.find((t) => t.type === type);
  const { data, error, refetch } = useQuery(CommonsTypeQueryDocument, {
    variables: { type, search: q || null, page },
    fetchPolicy: 'cache-and-network',
    skip: !info,
  });
  const seo = useMemo(
    () =>
      info
        ? {
            title: `${info.label} — Commons`,
            description: info.description,
            canonical: commonsTypeUrl(info.type),
            openGraph: { type: 'website' as const },
            twitter: { card: 'summary' as const },
          }
        : null,
    [info],
  );
  usePageSeo(seo);
  if (types.data && !info) return <NotFoundPage />;
  const change = (next: Record<string, string>) => {
    const merged = { q, page: '', ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== '')));
  };
  const list = data?.commonsPages;

  let body;
  if (!list || !info)
    body = (
      <LoadState
        error={types.error ?? error}
        refetch={() => (info ? refetch() : types.refetch())}
        label="Loading the pages"
      />
    );
  else if (list.items.length === 0)
    body = <Text color="fg.muted">{q ? 'No page matches these words. Try others.' : 'No page of this type yet.'}</Text>;
  else
    body = (
      <Stack gap={4}>
        <Text
          color="fg.muted"
          role="status"
        >{`${list.totalElements} ${list.totalElements === 1 ? 'page' : 'pages'}`}</Text>
        <Stack as="ul" gap={3} listStyleType="none" aria-label={info.label}>
          {list.items.map((item) => (
            <PageSummaryCard key={item.id} page={item} />
          ))}
        </Stack>
        <Pager
          page={list.page}
          totalPages={list.totalPages}
          hideSinglePage
          onPageChange={(next) => change({ page: next === 0 ? '' : String(next) })}
        />
      </Stack>
    );

  return (
    <PageContainer>
      <Stack gap={6}>
        <Stack gap={2}>
          <AppLink to={COMMONS_PATH} fontSize="sm">
            Commons
          </AppLink>
          <Heading as="h1" size="2xl">
            {info?.label ?? 'Commons'}
          </Heading>
          {info && <Text color="fg.muted">{info.description}</Text>}
          {callToAction?.('writing pages and messaging experts')}
        </Stack>
        <Flex gap={4} wrap="wrap" align="flex-end" justify="space-between">
          <SearchForm
            searches={info?.label ?? 'Pages'}
            label="Search pages"
            name="q"
            placeholder="Words"
            maxLength={LIMITS.q}
            value={words}
            onChange={setWords}
            onSubmit={(next) => change({ q: next })}
          />
          {!callToAction && viewer?.user?.company && <AppLink to={commonsEditUrl({ type })}>Write a page</AppLink>}
        </Flex>
        {body}
      </Stack>
    </PageContainer>
  );
}
