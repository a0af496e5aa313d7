import { Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef } from 'react';
import { useParams } from 'react-router';
import { graphql } from '../../../__generated__';
import { useBrand } from '../../../shared/config/appConfigContext';
import { NOT_FOUND_SEO } from '../../../shared/routing/routeFactories';
import { usePageSeo } from '../../../shared/routing/usePageSeo';
import { useViewer } from '../../../shared/session/useViewer';
import { PageContainer } from '../../../ui/PageContainer';
import { hasErrorCode } from '../companyErrors';
import { companyProfileSeo } from '../companySeo';
import { CompanyAbout } from '../components/CompanyAbout';
import { CompanyCapabilities } from '../components/CompanyCapabilities';
import { CompanyKeyFacts } from '../components/CompanyKeyFacts';
import { CompanyMembers } from '../components/CompanyMembers';
import { CompanyProfileActions } from '../components/CompanyProfileActions';
import { CompanyProfileHeader } from '../components/CompanyProfileHeader';
import { CompanyRegions } from '../components/CompanyRegions';
import { LookingForSummaryCard } from '../components/LookingForSummaryCard';
import { CompanyPageState } from '../components/CompanyPageState';
import { CompanyReviews } from '../../review';
import { ProfileColumns } from '../components/ProfileColumns';

export const CompanyProfilePageQueryDocument = graphql(`
  query CompanyProfilePage($alias: String!) {
    company(alias: $alias) {
      id
      alias
      name
      description
      logoUrl
      role {
        id
        name
      }
      ...CompanyProfileHeader_company
      ...CompanyProfileActions_company
      ...CompanyKeyFacts_company
      ...CompanyAbout_company
      ...CompanyCapabilities_company
      ...CompanyRegions_company
      ...CompanyMembers_company
      ...LookingForSummaryCard_company
    }
  }
`);

export const CompanyProfilePageRecordViewDocument = graphql(`
  mutation CompanyProfilePageRecordView($companyId: ID!) {
    recordCompanyView(companyId: $companyId)
  }
`);

/** Records one view per company opened (a re-render or a refetch is not another view). */
function useRecordView(companyId: string | undefined) {
  const viewer = useViewer();
  const signedIn = Boolean(viewer?.user);
  const [record] = useMutation(CompanyProfilePageRecordViewDocument);
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!companyId || !signedIn || recorded.current === companyId) return;
    recorded.current = companyId;
    // Only the recently-viewed panel depends on it: a failure is not worth interrupting anyone.
    record({ variables: { companyId } }).catch(() => undefined);
  }, [companyId, signedIn, record]);
}

/** `/companies/:alias`: a company's profile. */
export function CompanyProfilePage() {
  const { alias = '' } = useParams();
  const brand = useBrand();
  const { data, error, refetch } = useQuery(CompanyProfilePageQueryDocument, {
    variables: { alias },
    fetchPolicy: 'cache-and-network',
  });
  const company = data?.company;
  const notFound = (data && !company) || (!company && hasErrorCode(error, 'NOT_FOUND'));
  useRecordView(company?.id);
  const seo = useMemo(
    () => (company ? companyProfileSeo(company, brand) : notFound ? NOT_FOUND_SEO : null),
    [company, brand, notFound],
  );
  usePageSeo(seo);

  if (notFound || !company) return <CompanyPageState notFound={notFound} error={error} refetch={refetch} />;

  // As a buyer scans a profile: who it is, the key facts, then what it does and whom to talk to.
  // Wide: a main column (about, capabilities, looking for) beside the facts, regions and members;
  // narrow: one column with the facts first.
  return (
    <PageContainer>
      <Stack gap={8}>
        <CompanyProfileHeader company={company} actions={<CompanyProfileActions company={company} />} />
        <ProfileColumns
          top={
            <Stack gap={6}>
              <CompanyKeyFacts company={company} />
              <CompanyRegions company={company} />
            </Stack>
          }
          main={
            <Stack gap={6}>
              <CompanyAbout company={company} />
              <CompanyCapabilities company={company} />
              <LookingForSummaryCard company={company} />
              <CompanyReviews alias={company.alias} />
            </Stack>
          }
          side={<CompanyMembers company={company} />}
        />
      </Stack>
    </PageContainer>
  );
}
