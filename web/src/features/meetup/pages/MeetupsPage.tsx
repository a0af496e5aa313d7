import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { getFragmentData } from '../../../__generated__';
import type { RoutePreviewProps } from '../../../shared/routing/routeTypes';
import { LoadState } from '../../../shared/ui/LoadStates';
import { Pager } from '../../../shared/ui/Pager';
import { PageContainer } from '../../../ui/PageContainer';
import { MeetupCard } from '../components/MeetupCard';
import { MeetupCardFieldsFragment, MeetupsPageDocument } from '../meetup.documents';

const SIZE = 10;

/** `/meetups`: upcoming meetups soonest first, or past ones (`?when=past`), paged (`?page=`). */
export function MeetupsPage({ callToAction }: Partial<RoutePreviewProps>) {
  const [params, setParams] = useSearchParams();
  const past = params.get('when') === 'past';
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const { data, error, refetch } = useQuery(MeetupsPageDocument, {
    variables: { when: past ? 'PAST' : 'UPCOMING', page, size: SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const show = (next: { past: boolean; page?: number }) => {
    const query: Record<string, string> = {};
    if (next.past) query['when'] = 'past';
    if (next.page) query['page'] = String(next.page);
    setParams(query);
  };
  const list = data?.meetups;

  let body;
  if (!list) body = <LoadState error={error} refetch={refetch} label="Loading the meetups" />;
  else if (list.items.length === 0)
    body = (
      <Text color="fg.muted">
        {past ? 'No meetup has taken place yet.' : 'No meetup is planned right now. Come back soon.'}
      </Text>
    );
  else
    body = (
      <Stack gap={4}>
        <Stack as="ul" gap={4} listStyleType="none" aria-label={past ? 'Past meetups' : 'Upcoming meetups'}>
          {list.items.map((item) => (
            <MeetupCard key={getFragmentData(MeetupCardFieldsFragment, item).code} meetup={item} />
          ))}
        </Stack>
        <Pager
          page={list.page}
          totalPages={list.totalPages}
          hideSinglePage
          onPageChange={(next) => show({ past, page: next })}
        />
      </Stack>
    );

  return (
    <PageContainer>
      <Stack gap={6}>
        <Stack gap={2}>
          <Heading as="h1" size="2xl">
            Meetups
          </Heading>
          <Text color="fg.muted">
            Meet sponsors, CROs, sites and vendors of the community, in person and online. Registering sends you a
            calendar file; when a meetup is full, join its waiting list and you move up as seats free.
          </Text>
          {callToAction?.('the meetups you register for')}
        </Stack>
        <Flex gap={2} role="group" aria-label="Which meetups">
          <Button
            size="sm"
            variant={past ? 'outline' : 'solid'}
            aria-pressed={!past}
            onClick={() => show({ past: false })}
          >
            Upcoming
          </Button>
          <Button
            size="sm"
            variant={past ? 'solid' : 'outline'}
            aria-pressed={past}
            onClick={() => show({ past: true })}
          >
            Past
          </Button>
        </Flex>
        {body}
      </Stack>
    </PageContainer>
  );
}
