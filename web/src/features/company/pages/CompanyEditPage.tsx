import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { graphql } from '../../../__generated__';
import { NOT_FOUND_SEO } from '../../../shared/routing/routeFactories';
import { usePageSeo } from '../../../shared/routing/usePageSeo';
import { AccessDenied } from '../../../shared/ui/AccessDenied';
import { LoadError, LoadingRows } from '../../../shared/ui/LoadStates';
import { NotFoundPage } from '../../../shared/ui/NotFoundPage';
import { COMPANY_ROLE_TYPE_LABELS } from '../../../shared/user/userLabels';
import { AppLink } from '../../../ui/AppLink';
import { PageContainer } from '../../../ui/PageContainer';
import { hasErrorCode } from '../companyErrors';
import { companyProfilePath } from '../companyUrls';
import { CompanyEditForm } from '../components/CompanyEditForm';

export const CompanyEditPageQueryDocument = graphql(`
  query CompanyEditPage($alias: String!) {
    company(alias: $alias) {
      id
      alias
      name
      canEdit
      editRules {
        ...CompanyEditForm_rules
      }
      version
      role {
        id
        name
        type
      }
      ...CompanyEditForm_company
    }
    referenceItems(
      kinds: [SERVICES, PRODUCTS, THERAPEUTIC_AREAS, INDICATIONS, MODALITIES, REGIONS, COMPANY_KEY_SERVICES, SERIES]
    ) {
      id
      kind
      name
      parentId
    }
    countries {
      id
      name
    }
  }
`);

/** `/companies/:alias/edit`: the company admins' edit form. Anyone else is denied access. */
export function CompanyEditPage() {
  const { alias = '' } = useParams();
  // Always the latest version: an edit must start from what the server holds now.
  const { data, error, refetch } = useQuery(CompanyEditPageQueryDocument, {
    variables: { alias },
    fetchPolicy: 'network-only',
  });
  const [generation, setGeneration] = useState(0);
  const company = data?.company;
  const notFound = (data && !company) || (!company && hasErrorCode(error, 'NOT_FOUND'));
  const seo = useMemo(
    () =>
      company
        ? {
            title: `Edit ${company.name}`,
            description: `Edit the profile of ${company.name}.`,
            robots: 'noindex, nofollow',
          }
        : notFound
          ? NOT_FOUND_SEO
          : null,
    [company, notFound],
  );
  usePageSeo(seo);

  if (notFound) return <NotFoundPage />;
  if (!data || !company) {
    return (
      <PageContainer>
        {error ? (
          <LoadError error={error} onRetry={() => void refetch().catch(() => undefined)} />
        ) : (
          <LoadingRows label="Loading the company" />
        )}
      </PageContainer>
    );
  }
  // The route admits company admins; only this company's admins may edit it (and get its rules).
  if (!company.canEdit || !company.editRules) return <AccessDenied />;

  return (
    <PageContainer>
      <Stack gap={6} maxW="4xl">
        <Stack gap={2} align="flex-start">
          <AppLink to={companyProfilePath(company.alias)} overflowWrap="anywhere" minW={0}>
            {`Back to ${company.name}`}
          </AppLink>
          <Heading as="h1" size="2xl" overflowWrap="anywhere">
            {`Edit ${company.name}`}
          </Heading>
          <Text color="fg.muted">{`${company.role.name} (${COMPANY_ROLE_TYPE_LABELS[company.role.type]})`}</Text>
        </Stack>
        <CompanyEditForm
          // 'Refresh' starts the form again from what the server holds. (Not keyed on the cached
          // version: the form's own logo upload changes that, and must not discard the typing.)
          key={`${company.id}:${generation}`}
          company={company}
          rules={company.editRules}
          referenceItems={data.referenceItems}
          countries={data.countries}
          onRefresh={async () => {
            await refetch().catch(() => undefined);
            setGeneration((current) => current + 1);
          }}
        />
      </Stack>
    </PageContainer>
  );
}
