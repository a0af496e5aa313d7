import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import type { RoutePreviewProps } from '../../../shared/routing/routeTypes';
import { LoadState } from '../../../shared/ui/LoadStates';
import { Pager } from '../../../shared/ui/Pager';
import { PageContainer } from '../../../ui/PageContainer';
import { SelectField } from '../../../ui/SelectField';
import { ChallengeCard } from '../components/ChallengeCard';
import { ChallengeAreasDocument, ChallengesPageDocument } from '../challenge.documents';

const SIZE = 12;

interface View {
  closed: boolean;
  area: string;
  page: number;
}

/**
 * `/challenges`: open challenges soonest deadline first, or closed ones (`?state=closed`), by
 * therapeutic area (`?area=`), paged (`?page=`). Visitors and members without a plan read it as
 * the plan guard's preview, with its call to join.
 */
export function ChallengesPage({ callToAction }: Partial<RoutePreviewProps>) {
  const [params, setParams] = useSearchParams();
  const view: View = {
    closed: params.get('state') === 'closed',
    area: params.get('area') ?? '',
    page: Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0),
  };
  const { data, error, refetch } = useQuery(ChallengesPageDocument, {
    variables: {
      input: {
        state: view.closed ? 'CLOSED' : 'OPEN',
        therapeuticAreaId: view.area || null,
        page: view.page,
        size: SIZE,
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const areas = useQuery(ChallengeAreasDocument);
  const show = (next: Partial<View>) => {
    const merged = { ...view, page: 0, ...next };
    const query: Record<string, string> = {};
    if (merged.closed) query['state'] = 'closed';
    if (merged.area) query['area'] = merged.area;
    if (merged.page) query['page'] = String(merged.page);
    setParams(query);
  };
  const list = data?.challenges;
  const filtered = Boolean(view.area);

  let body;
  if (!list) body = <LoadState error={error} refetch={refetch} label="Loading the challenges" />;
  else if (list.items.length === 0)
    body = (
      <Text color="fg.muted">
        {view.closed
          ? 'No challenge has closed yet.'
          : filtered
            ? 'No open challenge in this therapeutic area. Try another area, or see the closed ones.'
            : 'No challenge is open right now. Come back soon.'}
      </Text>
    );
  else
    body = (
      <Stack gap={4}>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {`${list.totalElements} ${view.closed ? 'closed' : 'open'} ${list.totalElements === 1 ? 'challenge' : 'challenges'}`}
        </Text>
        <Stack as="ul" gap={4} listStyleType="none" aria-label={view.closed ? 'Closed challenges' : 'Open challenges'}>
          {list.items.map((item) => (
            <ChallengeCard key={item.id} challenge={item} />
          ))}
        </Stack>
        <Pager page={list.page} totalPages={list.totalPages} hideSinglePage onPageChange={(page) => show({ page })} />
      </Stack>
    );

  const areaOptions = [
    { value: '', label: 'All therapeutic areas' },
    ...(areas.data?.referenceItems ?? []).map((item) => ({ value: item.id, label: item.name })),
  ];
  return (
    <PageContainer>
      <Stack gap={6}>
        <Stack gap={2}>
          <Heading as="h1" size="2xl">
            Challenges
          </Heading>
          <Text color="fg.muted">
            Open innovation challenges from sponsors: a problem to solve, a prize or a paid pilot, and a deadline. You
            apply by responding to the challenge’s innovation request.
          </Text>
          {callToAction ? (
            <>
              <Text color="fg.muted">Only members see who posts each challenge.</Text>
              {callToAction('who posts each challenge and apply')}
            </>
          ) : null}
        </Stack>
        <Flex gap={4} wrap="wrap" align="flex-end" justify="space-between">
          <Flex gap={2} role="group" aria-label="Which challenges">
            <Button
              size="sm"
              variant={view.closed ? 'outline' : 'solid'}
              aria-pressed={!view.closed}
              onClick={() => show({ closed: false })}
            >
              Open
            </Button>
            <Button
              size="sm"
              variant={view.closed ? 'solid' : 'outline'}
              aria-pressed={view.closed}
              onClick={() => show({ closed: true })}
            >
              Closed
            </Button>
          </Flex>
          <SelectField
            label="Therapeutic area"
            name="area"
            value={view.area}
            options={areaOptions}
            onChange={(area) => show({ area })}
            width={{ base: 'full', sm: '64' }}
          />
        </Flex>
        {body}
      </Stack>
    </PageContainer>
  );
}
