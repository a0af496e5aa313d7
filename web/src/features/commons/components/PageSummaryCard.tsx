import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '../../../shared/format/dates';
import { AppLink } from '../../../ui/AppLink';
import { commonsPageUrl } from '../commonsUrls';

export interface PageSummaryCardProps {
  page: {
    type: string;
    slug: string;
    title: string;
    summary: string;
    publishedAt?: string | null;
    authorName?: string | null;
    company: { name: string };
  };
  /** The type's label, when the list mixes types. */
  typeLabel?: string;
}

/** A shared page in a list: its title (the link), summary and who published it when. */
export function PageSummaryCard({ page, typeLabel }: PageSummaryCardProps) {
  const date = formatDate(page.publishedAt);
  const by = [page.authorName, page.company.name].filter(Boolean).join(', ');
  return (
    <Box as="li" borderWidth="1px" rounded="md" p={4} bg="bg.panel">
      <Stack gap={1}>
        {typeLabel && (
          <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
            {typeLabel}
          </Text>
        )}
        <Heading as="h3" size="md" overflowWrap="anywhere">
          <AppLink to={commonsPageUrl(page.type, page.slug)}>{page.title}</AppLink>
        </Heading>
        {page.summary && <Text overflowWrap="anywhere">{page.summary}</Text>}
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {date ? `${by} · ${date}` : by}
        </Text>
      </Stack>
    </Box>
  );
}
