import { Box, Container, Heading, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { type FragmentType, getFragmentData, graphql } from '../../../__generated__';
import { SEARCH_PATH } from '../../search';
import { FigureList } from './FigureList';

export const DirectoryFiguresSection_figures = graphql(`
  fragment DirectoryFiguresSection_figures on DirectoryFigures {
    companies
    byType {
      code
      label
      count
    }
    byRegion {
      code
      label
      count
    }
  }
`);

export interface DirectoryFiguresSectionProps {
  /** Undefined while loading. */
  figures: FragmentType<typeof DirectoryFiguresSection_figures> | undefined;
  /** The figures could not be read: the section says so in a line and keeps out of the way. */
  failed: boolean;
}

/** What the directory holds today, counted as search counts, each figure a way into search. */
export function DirectoryFiguresSection({ figures: figuresRef, failed }: DirectoryFiguresSectionProps) {
  const figures = getFragmentData(DirectoryFiguresSection_figures, figuresRef);
  return (
    <Box as="section" aria-labelledby="home-figures-title" aria-busy={!figures && !failed}>
      <Container maxW="6xl" px={{ base: 4, md: 6 }} pt={{ base: 10, md: 16 }}>
        <Stack gap={2} mb={6}>
          <Heading as="h2" id="home-figures-title" size={{ base: 'xl', md: '2xl' }}>
            The directory today
          </Heading>
          {failed ? (
            <Text color="fg.muted">The directory&apos;s figures are not available right now.</Text>
          ) : (
            <Text color="fg.muted" fontSize="lg">
              {figures ? (
                <Link asChild fontWeight="semibold" color="colorPalette.fg">
                  <RouterLink to={SEARCH_PATH} data-testid="home-figures-total">
                    {`${figures.companies.toLocaleString('en-US')} companies`}
                  </RouterLink>
                </Link>
              ) : (
                // Same line height as the answer, so nothing below moves when it comes.
                <Skeleton as="span" display="inline-block" verticalAlign="middle" h="5" w="28" />
              )}{' '}
              listed, by business type and by region. Each figure opens the search with that filter.
            </Text>
          )}
        </Stack>
        {failed ? null : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={6}>
            <FigureList title="By business type" filter="companyRoleIds" figures={figures?.byType} />
            <FigureList title="By region" filter="regionsIds" figures={figures?.byRegion} />
          </SimpleGrid>
        )}
      </Container>
    </Box>
  );
}
