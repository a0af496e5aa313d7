import { Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { getFragmentData } from '../../../__generated__';
import type { RoutePreviewProps } from '../../../shared/routing/routeTypes';
import { usePageSeo } from '../../../shared/routing/usePageSeo';
import { LoadState } from '../../../shared/ui/LoadStates';
import { NotFoundPage } from '../../../shared/ui/NotFoundPage';
import { AppLink } from '../../../ui/AppLink';
import { PageContainer } from '../../../ui/PageContainer';
import { MeetupCard } from '../components/MeetupCard';
import { MeetupCardFieldsFragment, MeetupPageDocument } from '../meetup.documents';
import { MEETUPS_PATH, meetupUrl } from '../meetupUrls';

/** `/meetups/:code`: one meetup, whole, with the viewer's registration (the link mails point to). */
export function MeetupPage({ callToAction }: Partial<RoutePreviewProps>) {
  const { code = '' } = useParams();
  const { data, error, refetch } = useQuery(MeetupPageDocument, {
    variables: { code },
    fetchPolicy: 'cache-and-network',
  });
  const meetup = data?.meetup ? getFragmentData(MeetupCardFieldsFragment, data.meetup) : null;
  const seo = useMemo(
    () =>
      meetup
        ? {
            title: `${meetup.title} — Meetups`,
            description: meetup.description.slice(0, 160),
            canonical: meetupUrl(meetup.code),
            openGraph: { type: 'website' as const },
            twitter: { card: 'summary' as const },
          }
        : null,
    [meetup],
  );
  usePageSeo(seo);
  if (data && !data.meetup) return <NotFoundPage />;
  return (
    <PageContainer>
      <Stack gap={4}>
        <AppLink to={MEETUPS_PATH} fontSize="sm">
          All meetups
        </AppLink>
        {callToAction?.('the meetups you register for')}
        {data?.meetup ? (
          <MeetupCard meetup={data.meetup} detailed />
        ) : (
          <LoadState error={error} refetch={refetch} label="Loading the meetup" />
        )}
      </Stack>
    </PageContainer>
  );
}
