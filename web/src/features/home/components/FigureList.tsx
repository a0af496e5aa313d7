import { Box, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { type FigureFilter, searchPathFor } from '../homeUrls';

export interface Figure {
  code: string;
  label: string;
  count: number;
}

export interface FigureListProps {
  title: string;
  filter: FigureFilter;
  /** Undefined while loading: the rows keep their place (the page is prerendered without data). */
  figures: readonly Figure[] | undefined;
}

/** The rows every list reserves, so the answer does not move the page (7 business types). */
export const FIGURE_ROWS = 7;
const ROW_HEIGHT = '10';

/** One figure list: a link to search per value, with its count and a bar relative to the largest. */
export function FigureList({ title, filter, figures }: FigureListProps) {
  const headingId = useId();
  const shown = figures?.slice(0, FIGURE_ROWS);
  const largest = Math.max(1, ...(shown ?? []).map((figure) => figure.count));
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="l3" bg="bg" p={{ base: 4, md: 5 }}>
      <Heading as="h3" size="md" id={headingId} mb={3}>
        {title}
      </Heading>
      {shown ? (
        <Stack as="ul" listStyle="none" gap={0} minH={`calc(${FIGURE_ROWS} * var(--chakra-sizes-${ROW_HEIGHT}))`}>
          {shown.map((figure) => (
            <Box as="li" key={figure.code} h={ROW_HEIGHT} display="flex" flexDirection="column" justifyContent="center">
              <Flex
                asChild
                justify="space-between"
                gap={3}
                color="fg"
                _hover={{ color: 'colorPalette.fg', textDecoration: 'underline' }}
                focusRingColor="colorPalette.focusRing"
                borderRadius="l1"
              >
                <RouterLink
                  to={searchPathFor(filter, figure.code)}
                  aria-label={`${figure.label}: ${figure.count.toLocaleString('en-US')} companies`}
                >
                  <Text as="span" truncate>
                    {figure.label}
                  </Text>
                  <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                    {figure.count.toLocaleString('en-US')}
                  </Text>
                </RouterLink>
              </Flex>
              <Box aria-hidden="true" h="1" mt="1" bg="colorPalette.muted" borderRadius="full">
                <Box h="full" bg="colorPalette.solid" borderRadius="full" w={`${(figure.count / largest) * 100}%`} />
              </Box>
            </Box>
          ))}
        </Stack>
      ) : (
        <Stack gap={0} aria-hidden="true">
          {Array.from({ length: FIGURE_ROWS }, (_, index) => (
            <Flex key={index} h={ROW_HEIGHT} align="center">
              <Skeleton h="6" w="full" />
            </Flex>
          ))}
        </Stack>
      )}
    </Box>
  );
}
