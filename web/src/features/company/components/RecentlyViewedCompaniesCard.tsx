import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { graphql } from '../../../__generated__';
import { errorMessages } from '../../../shared/errorMessages';
import { AppLink } from '../../../ui/AppLink';
import { SectionCard } from '../../../ui/SectionCard';
import { SEARCH_PATH } from '../../search';
import { companyProfilePath } from '../companyUrls';
import { CompanyLogo } from './CompanyLogo';

export const RecentlyViewedCompaniesCardQueryDocument = graphql(`
  query RecentlyViewedCompaniesCard {
    recentlyViewedCompanies(page: 0, size: 5) {
      items {
        viewedAt
        company {
          id
          alias
          name
          logoUrl
          role {
            id
            name
          }
        }
      }
    }
  }
`);

/** The dashboard's "Recently viewed companies": the last five profiles opened. Loads on its own, so it never holds up the dashboard. */
export function RecentlyViewedCompaniesCard() {
  const { data, error, refetch } = useQuery(RecentlyViewedCompaniesCardQueryDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const items = data?.recentlyViewedCompanies.items;
  let body: ReactNode;
  if (!items && error)
    body = (
      <Stack gap={3} align="flex-start">
        {errorMessages(error).map((message) => (
          <Text key={message} color="fg.error">
            {message}
          </Text>
        ))}
        <Button size="sm" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
          Try again
        </Button>
      </Stack>
    );
  else if (!items)
    body = (
      <Stack gap={3} role="status" aria-label="Loading recently viewed companies">
        <Skeleton height="8" />
        <Skeleton height="8" />
      </Stack>
    );
  else if (items.length === 0)
    body = (
      <Stack gap={2} align="flex-start">
        <Text color="fg.muted">You have not viewed any company yet.</Text>
        <AppLink to={SEARCH_PATH}>Search companies</AppLink>
      </Stack>
    );
  else
    body = (
      <Stack as="ul" gap={3} listStyleType="none">
        {items.map(({ company, viewedAt }) => (
          <HStack as="li" key={`${company.id}:${viewedAt}`} gap={3}>
            <CompanyLogo name={company.name} logoUrl={company.logoUrl} size="sm" />
            <Stack gap={0} minW={0}>
              <AppLink to={companyProfilePath(company.alias)} overflowWrap="anywhere">
                {company.name}
              </AppLink>
              <Text fontSize="sm" color="fg.muted">
                {company.role.name}
              </Text>
            </Stack>
          </HStack>
        ))}
      </Stack>
    );
  return <SectionCard title="Recently viewed companies">{body}</SectionCard>;
}
