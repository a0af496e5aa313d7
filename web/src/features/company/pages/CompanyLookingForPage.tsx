import { Badge, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { graphql } from '../../../__generated__';
import { NOT_FOUND_SEO } from '../../../shared/routing/routeFactories';
import { usePageSeo } from '../../../shared/routing/usePageSeo';
import { LoadState } from '../../../shared/ui/LoadStates';
import { NotFoundPage } from '../../../shared/ui/NotFoundPage';
import { AppLink } from '../../../ui/AppLink';
import { PageContainer } from '../../../ui/PageContainer';
import { hasErrorCode } from '../companyErrors';
import { companyLookingForPath, companyProfilePath } from '../companyUrls';
import { LookingForGroups } from '../components/LookingForGroups';

export const CompanyLookingForPageQueryDocument = graphql(`
  query CompanyLookingForPage($alias: String!) {
    company(alias: $alias) {
      id
      alias
      name
      canEdit
      lookingFor {
        published
        ...LookingForGroups_lookingFor
      }
    }
  }
`);

/** `/companies/:alias/looking-for`: everything a company is looking for. */
export function CompanyLookingForPage() {
  const { alias = '' } = useParams();
  const { data, error, refetch } = useQuery(CompanyLookingForPageQueryDocument, {
    variables: { alias },
    fetchPolicy: 'cache-and-network',
  });
  const company = data?.company;
  const notFound = (data && !company) || (!company && hasErrorCode(error, 'NOT_FOUND'));
  const seo = useMemo(() => {
    if (company) {
      return {
        title: `${company.name}: looking for`,
        description: `What ${company.name} is looking for: services, products, therapeutic areas and regions.`,
        canonical: companyLookingForPath(company.alias),
        openGraph: { type: 'website' },
        twitter: { card: 'summary' },
      };
    }
    return notFound ? NOT_FOUND_SEO : null;
  }, [company, notFound]);
  usePageSeo(seo);

  if (notFound) return <NotFoundPage />;
  if (!company) {
    return (
      <PageContainer>
        <LoadState error={error} refetch={refetch} label="Loading the list" />
      </PageContainer>
    );
  }

  const list = company.lookingFor;
  const visible = list && (list.published || company.canEdit);
  return (
    <PageContainer>
      <Stack gap={6} maxW="4xl">
        <Stack gap={2} align="flex-start">
          <AppLink to={companyProfilePath(company.alias)} overflowWrap="anywhere" minW={0}>
            {`Back to ${company.name}`}
          </AppLink>
          <Heading as="h1" size="2xl" overflowWrap="anywhere">
            {`${company.name} is looking for`}
          </Heading>
          {visible && !list.published ? (
            <Badge variant="outline">Not published: only your company admins see it</Badge>
          ) : null}
        </Stack>
        {visible ? (
          <LookingForGroups lookingFor={list} headingLevel="h2" />
        ) : (
          <Text color="fg.muted">{`${company.name} has not published what it is looking for yet.`}</Text>
        )}
      </Stack>
    </PageContainer>
  );
}
