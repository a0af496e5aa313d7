import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import { LoadState } from '../../../shared/ui/LoadStates';
import { AppLink } from '../../../ui/AppLink';
import { PageContainer } from '../../../ui/PageContainer';
import { MIN_GROUP, WITHHELD } from '../reportFormat';
import { reportPath } from '../reportUrls';

export const SummariesPageDocument = graphql(`
  query SummariesPage {
    reports {
      code
      title
      description
      headline
      headlineLabel
      headlineUnit
    }
  }
`);

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** The headline as shown: "1,001", "18.5 h", or the withheld text. */
export const headlineText = (value: number | null, unit: 'COUNT' | 'HOURS'): string =>
  value === null ? WITHHELD : unit === 'HOURS' ? `${numberFormat.format(value)} h` : numberFormat.format(value);

/** `/summaries`: every report with one headline figure, open to everyone. */
export function SummariesPage() {
  const { data, error, refetch } = useQuery(SummariesPageDocument);
  const reports = data?.reports;
  return (
    <PageContainer>
      <Stack gap={6}>
        <Stack gap={2}>
          <Heading as="h1" size="2xl">
            Summaries and reports
          </Heading>
          <Text color="fg.muted" maxW="3xl">
            Figures built from the platform&apos;s own data: companies, requests, response times and capability alerts.
            Every figure is an aggregate; one that fewer than {MIN_GROUP} companies make is not shown.
          </Text>
        </Stack>
        {reports ? (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap={4}>
            {reports.map((report) => (
              <Card.Root as="li" key={report.code} variant="outline">
                <Card.Body gap={3}>
                  <Heading as="h2" size="md">
                    <AppLink to={reportPath(report.code)}>{report.title}</AppLink>
                  </Heading>
                  <Text color="fg.muted" fontSize="sm">
                    {report.description}
                  </Text>
                  <Stack gap={0}>
                    <Text fontSize="3xl" fontWeight="bold" lineHeight="short" data-testid="report-headline">
                      {headlineText(report.headline ?? null, report.headlineUnit)}
                    </Text>
                    <Text fontSize="sm">{report.headlineLabel}</Text>
                  </Stack>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        ) : (
          <LoadState error={error} refetch={refetch} label="Loading the reports" />
        )}
      </Stack>
    </PageContainer>
  );
}
