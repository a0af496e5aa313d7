import { Grid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { getFragmentData } from '../../../__generated__';
import { LoadState } from '../../../shared/ui/LoadStates';
import { AppLink } from '../../../ui/AppLink';
import { PageContainer } from '../../../ui/PageContainer';
import { LabelsEditor } from '../components/LabelsEditor';
import { NotesCard } from '../components/NotesCard';
import { PartnerDocumentsCard } from '../components/PartnerDocumentsCard';
import { PartnerHeader } from '../components/PartnerHeader';
import { RatingsCard } from '../components/RatingsCard';
import { ContractedPartnerDetailsFragment, ContractedPartnerQueryDocument } from '../partner.documents';
import { CONTRACTED_PARTNERS_PATH } from '../partnerUrls';

/** `/dashboard/contracted-partners/details/:id`: a partner's labels, ratings, notes and documents. */
export function ContractedPartnerPage() {
  const { id = '' } = useParams();
  const { data, error, refetch } = useQuery(ContractedPartnerQueryDocument, {
    variables: { companyId: id },
    fetchPolicy: 'cache-and-network',
  });
  const details = data?.contractedPartner
    ? getFragmentData(ContractedPartnerDetailsFragment, data.contractedPartner)
    : null;
  const partner = details?.partner ?? null;
  const rating = partner?.rating ?? null;

  let body;
  if (!data) body = <LoadState error={error} refetch={refetch} label="Loading the partner" />;
  else if (!details || !partner || !rating)
    body = (
      <Stack gap={2}>
        <Text as="h1" fontSize="2xl" fontWeight="bold">
          Partner not found
        </Text>
        <Text>This company is not one of your contracted partners.</Text>
        <AppLink to={CONTRACTED_PARTNERS_PATH}>See your contracted partners</AppLink>
      </Stack>
    );
  else
    body = (
      <Stack gap={6}>
        <PartnerHeader partner={{ ...partner, rating }} />
        <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }} gap={6} alignItems="start">
          <Stack gap={6} minW={0}>
            <RatingsCard
              companyId={partner.id}
              average={rating}
              ratings={details.ratings}
              myRating={details.myRating ?? null}
            />
            <LabelsEditor
              companyId={partner.id}
              labels={partner.labels}
              suggestions={[...data.contractedPartnerLabels.reference, ...data.contractedPartnerLabels.own]}
            />
          </Stack>
          <Stack gap={6} minW={0}>
            <NotesCard companyId={partner.id} notes={details.notes} />
            <PartnerDocumentsCard companyId={partner.id} />
          </Stack>
        </Grid>
      </Stack>
    );
  return <PageContainer>{body}</PageContainer>;
}
