import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { formatDate } from '../../../shared/format/dates';
import { LoadState } from '../../../shared/ui/LoadStates';
import { Pager } from '../../../shared/ui/Pager';
import { AppLink } from '../../../ui/AppLink';
import { OwnCommonsPagesQueryDocument } from '../commons.documents';
import { commonsEditUrl, commonsPageUrl } from '../commonsUrls';

/** The signed-in member's company's pages, drafts included, with their edit links. */
export function OwnPages() {
  const [page, setPage] = useState(0);
  const { data, error, refetch } = useQuery(OwnCommonsPagesQueryDocument, {
    variables: { page },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.ownCommonsPages;
  return (
    <Stack gap={3} as="section" aria-labelledby="own-pages">
      <Flex justify="space-between" align="center" gap={3} wrap="wrap">
        <Heading as="h2" size="lg" id="own-pages">
          Your company's pages
        </Heading>
        <AppLink to={commonsEditUrl()}>Write a page</AppLink>
      </Flex>
      {!list ? (
        <LoadState error={error} refetch={refetch} label="Loading your company's pages" />
      ) : list.items.length === 0 ? (
        <Text color="fg.muted">Your company has not written a page yet. Share what your team knows.</Text>
      ) : (
        <Stack as="ul" gap={2} listStyleType="none" aria-label="Your company's pages">
          {list.items.map((item) => (
            <Box as="li" key={item.id} borderWidth="1px" rounded="md" px={4} py={3}>
              <Flex gap={3} align="center" wrap="wrap" justify="space-between">
                <Stack gap={0} minW={0} flex="1">
                  <AppLink to={commonsPageUrl(item.type, item.slug)} overflowWrap="anywhere">
                    {item.title}
                  </AppLink>
                  <Text fontSize="sm" color="fg.muted">{`Changed ${formatDate(item.updatedAt) ?? ''}`}</Text>
                </Stack>
                <Badge colorPalette={item.status === 'PUBLISHED' ? 'green' : 'gray'}>
                  {item.status === 'PUBLISHED' ? 'Published' : 'Draft'}
                </Badge>
                {item.canEdit && (
                  <AppLink to={commonsEditUrl({ id: item.id })} aria-label={`Edit ${item.title}`}>
                    Edit
                  </AppLink>
                )}
              </Flex>
            </Box>
          ))}
        </Stack>
      )}
      {list && <Pager page={list.page} totalPages={list.totalPages} hideSinglePage onPageChange={setPage} />}
    </Stack>
  );
}
