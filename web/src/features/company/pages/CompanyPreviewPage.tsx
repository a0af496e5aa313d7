import { List, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { graphql } from '../../../__generated__';
import { useBrand } from '../../../shared/config/appConfigContext';
import { useModals } from '../../../shared/modals/modalContext';
import { NOT_FOUND_SEO } from '../../../shared/routing/routeFactories';
import type { RoutePreviewProps } from '../../../shared/routing/routeTypes';
import { usePageSeo } from '../../../shared/routing/usePageSeo';
import { PageContainer } from '../../../ui/PageContainer';
import { SectionCard } from '../../../ui/SectionCard';
import { formatHeadquarters } from '../companyLabels';
import { companyProfileSeo } from '../companySeo';
import { CompanyMasthead } from '../components/CompanyMasthead';
import { CompanyPageState } from '../components/CompanyPageState';
import { ProfileColumns } from '../components/ProfileColumns';
import { TagGroup } from '../components/TagGroup';

export const CompanyPreviewPageQueryDocument = graphql(`
  query CompanyPreviewPage($alias: String!) {
    companyPreview(alias: $alias) {
      id
      alias
      name
      logoUrl
      summary
      badges
      claimable
      role {
        id
        name
      }
      headquarters {
        city
        state
        country {
          id
          name
        }
      }
      services {
        id
        name
      }
      products {
        id
        name
      }
      therapeuticAreas {
        id
        name
      }
    }
  }
`);

/** How many chips of each kind the preview shows before "+N more". */
export const PREVIEW_CHIPS = 4;

/**
 * `/companies/:alias` for a visitor or a company without a plan,
 * beneath spec §4's gating modal: what anyone may see of the company (as public search shows it)
 * and the way on. Nothing members-only is fetched: no members, contact or looking-for list.
 */
export function CompanyPreviewPage({ callToAction }: RoutePreviewProps) {
  const { alias = '' } = useParams();
  const brand = useBrand();
  const { close } = useModals();
  const { data, error, refetch } = useQuery(CompanyPreviewPageQueryDocument, { variables: { alias } });
  const company = data?.companyPreview;
  const notFound = Boolean(data && !company);
  const seo = useMemo(
    () =>
      company
        ? companyProfileSeo({ ...company, description: company.summary }, brand)
        : notFound
          ? NOT_FOUND_SEO
          : null,
    [company, brand, notFound],
  );
  usePageSeo(seo);
  // No such company: nothing to join for here, so the 404 page shows without the modal over it.
  useEffect(() => {
    if (notFound) close('subscriptionRequired');
  }, [close, notFound]);

  if (notFound || !company) return <CompanyPageState notFound={notFound} error={error} refetch={refetch} />;

  const capabilities = [
    { title: 'Services', items: company.services },
    { title: 'Products', items: company.products },
    { title: 'Therapeutic areas', items: company.therapeuticAreas },
  ].filter((group) => group.items.length > 0);
  return (
    <PageContainer>
      <Stack gap={8}>
        <CompanyMasthead
          name={company.name}
          logoUrl={company.logoUrl}
          businessType={company.role.name}
          location={formatHeadquarters(company.headquarters)}
          badges={company.badges}
          claim={company.claimable ? 'unclaimed' : null}
        />
        {/* The way on comes first (right after the name on a phone), at the top of the side column when wide. */}
        <ProfileColumns
          top={callToAction('the full profile')}
          main={
            <Stack gap={6}>
              <SectionCard title="About">
                {company.summary ? (
                  <Text overflowWrap="anywhere">{company.summary}</Text>
                ) : (
                  <Text color="fg.muted">{`${company.name} has not added a description yet.`}</Text>
                )}
              </SectionCard>
              <SectionCard title="Capabilities">
                {capabilities.length > 0 ? (
                  <Stack gap={5}>
                    {capabilities.map((group) => (
                      <TagGroup key={group.title} title={group.title} items={group.items} limit={PREVIEW_CHIPS} />
                    ))}
                  </Stack>
                ) : (
                  <Text color="fg.muted">No capabilities listed yet.</Text>
                )}
              </SectionCard>
            </Stack>
          }
          side={
            <SectionCard title="In the full profile">
              <List.Root ps={5} gap={1}>
                <List.Item>Key facts: size, website, certifications</List.Item>
                <List.Item>Every capability, region and indication</List.Item>
                <List.Item>Its people</List.Item>
                <List.Item>What it is looking for</List.Item>
                <List.Item>Compare and contact</List.Item>
              </List.Root>
            </SectionCard>
          }
        />
      </Stack>
    </PageContainer>
  );
}
