import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { graphql } from '../../../__generated__';
import { DASHBOARD_LOOKING_FOR_PATH } from '../../looking-for';
import { NOT_FOUND_SEO } from '../../../shared/routing/routeFactories';
import { usePageSeo } from '../../../shared/routing/usePageSeo';
import { LoadState } from '../../../shared/ui/LoadStates';
import { NotFoundPage } from '../../../shared/ui/NotFoundPage';
import { AppLink } from '../../../ui/AppLink';
import { PageContainer } from '../../../ui/PageContainer';
import { hasErrorCode } from '../companyErrors';
import { companyLookingForPath, companyProfilePath } from '../companyUrls';
import { LookingForGroups, MEMBERS_ONLY } from '../components/LookingForGroups';

export const CompanyLookingForPageQueryDocument = graphql(`
  query CompanyLookingForPage($alias: String!) {
    companyLookingFor(alias: $alias) {
      companyId
      alias
      companyName
      own
      items {
        id
        ...LookingForGroups_item
      }
    }
  }
`);

/** `/companies/:alias/looking-for`: the published list for everyone; the full list for the company's members. */
export function CompanyLookingForPage() {
  const { alias = '' } = useParams();
  const { data, error, refetch } = useQuery(CompanyLookingForPageQueryDocument, {
    variables: { alias },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.companyLookingFor;
  const notFound = (data && !list) || (!list && hasErrorCode(error, 'NOT_FOUND'));
  const seo = useMemo(() => {
    if (list) {
      return {
        title: `${list.companyName}: looking for`,
        description: `What ${list.companyName} is looking for: services, products, therapeutic areas and regions.`,
        canonical: companyLookingForPath(list.alias),
        openGraph: { type: 'website' },
        twitter: { card: 'summary' },
      };
    }
    return notFound ? NOT_FOUND_SEO : null;
  }, [list, notFound]);
  usePageSeo(seo);

  if (notFound) return <NotFoundPage />;
  if (!list) {
    return (
      <PageContainer>
        <LoadState error={error} refetch={refetch} label="Loading the list" />
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <Stack gap={6} maxW="4xl">
        <Stack gap={2} align="flex-start">
          <AppLink to={companyProfilePath(list.alias)} overflowWrap="anywhere" minW={0}>
            {`Back to ${list.companyName}`}
          </AppLink>
          <Heading as="h1" size="2xl" overflowWrap="anywhere">
            {`${list.companyName} is looking for`}
          </Heading>
          {list.own ? (
            <Text color="fg.muted">
              {`You see your company's full list: items marked "${MEMBERS_ONLY}" are hidden from other companies. `}
              <AppLink to={DASHBOARD_LOOKING_FOR_PATH}>Manage the list</AppLink>
            </Text>
          ) : null}
        </Stack>
        {list.items.length > 0 ? (
          <LookingForGroups items={list.items} headingLevel="h2" />
        ) : (
          <Text color="fg.muted">{`${list.companyName} has not published what it is looking for yet.`}</Text>
        )}
      </Stack>
    </PageContainer>
  );
}
