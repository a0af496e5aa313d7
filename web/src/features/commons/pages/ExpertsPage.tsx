import { Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import { useModals } from '../../../shared/modals/modalContext';
import type { RoutePreviewProps } from '../../../shared/routing/routeTypes';
import { useViewer } from '../../../shared/session/useViewer';
import { LoadState } from '../../../shared/ui/LoadStates';
import { Pager } from '../../../shared/ui/Pager';
import { AppLink } from '../../../ui/AppLink';
import { FormNotice } from '../../../ui/FormField';
import { PageContainer } from '../../../ui/PageContainer';
import { SearchForm } from '../../../ui/SearchForm';
import { SectionCard } from '../../../ui/SectionCard';
import { SelectField } from '../../../ui/SelectField';
import { messagesOf, readUserErrors } from '../../../ui/useMutationForm';
import { COMMONS_PATH } from '../commonsUrls';
import { ExpertCard } from '../components/ExpertCard';
import { ExpertListingForm } from '../components/ExpertListingForm';
import { CommonsExpertsQueryDocument, MessageExpertsDocument } from '../experts.documents';

const LIMITS = FIELD_LIMITS['GET /v1/commons/experts'];
const MAX_SELECTED = 10;

/** `/commons/experts`: the directory by kind and words; members select experts and message them. */
export function ExpertsPage({ callToAction }: Partial<RoutePreviewProps>) {
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const kind = params.get('kind') ?? '';
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const [words, setWords] = useState(q);
  const [selected, setSelected] = useState<Map<string, string>>(new Map());
  const [notice, setNotice] = useState('');
  const { data, error, refetch } = useQuery(CommonsExpertsQueryDocument, {
    variables: { kind: kind || null, search: q || null, page },
    fetchPolicy: 'cache-and-network',
  });
  const [message] = useMutation(MessageExpertsDocument);
  const { open } = useModals();
  const member = !callToAction && Boolean(viewer?.user?.company);
  const canMessage = member && Boolean(viewer?.permissions.includes('SEND_MESSAGES'));
  const change = (next: Record<string, string>) => {
    const merged = { q, kind, page: '', ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== '')));
  };
  const toggle = (id: string, name: string, checked: boolean) =>
    setSelected((now) => {
      const copy = new Map(now);
      if (checked) copy.set(id, name);
      else copy.delete(id);
      return copy;
    });

  async function send(body: string) {
    const result = await message({ variables: { input: { expertIds: [...selected.keys()], body } } });
    const payload = result.data?.messageExperts;
    const refusals = payload ? messagesOf(readUserErrors(payload.errors)) : [];
    if (!payload || refusals.length > 0)
      throw new CombinedGraphQLErrors({ errors: (refusals.length ? refusals : ['']).map((m) => ({ message: m })) });
    const names = [...selected.values()];
    setSelected(new Map());
    setNotice(`Sent to ${names.join(', ')}. Their answers arrive in your inbox.`);
  }

  const list = data?.commonsExperts;
  let body;
  if (!list) body = <LoadState error={error} refetch={refetch} label="Loading the experts" />;
  else if (list.items.length === 0)
    body = (
      <Text color="fg.muted">
        {q || kind ? 'No expert matches. Try other words or another kind.' : 'Nobody is listed yet.'}
      </Text>
    );
  else
    body = (
      <Stack gap={4}>
        <Text
          color="fg.muted"
          role="status"
        >{`${list.totalElements} ${list.totalElements === 1 ? 'expert' : 'experts'}`}</Text>
        <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap={3} listStyleType="none" aria-label="Experts">
          {list.items.map((expert) => {
            const own = expert.userId === viewer?.user?.id;
            const checked = selected.has(expert.userId);
            return (
              <ExpertCard
                key={expert.userId}
                expert={expert}
                {...(canMessage && !own
                  ? {
                      selection: {
                        checked,
                        disabled: !checked && selected.size >= MAX_SELECTED,
                        onChange: (on: boolean) => toggle(expert.userId, expert.name, on),
                      },
                    }
                  : {})}
              />
            );
          })}
        </SimpleGrid>
        <Pager
          page={list.page}
          totalPages={list.totalPages}
          hideSinglePage
          onPageChange={(next) => change({ page: next === 0 ? '' : String(next) })}
        />
      </Stack>
    );

  return (
    <PageContainer>
      <Stack gap={6}>
        <Stack gap={2}>
          <AppLink to={COMMONS_PATH} fontSize="sm">
            Commons
          </AppLink>
          <Heading as="h1" size="2xl">
            Experts
          </Heading>
          <Text color="fg.muted">
            People of the community who answer questions in their field. Select up to {MAX_SELECTED} and message them
            together: each gets the message in their own inbox.
          </Text>
          {callToAction?.('messaging experts')}
        </Stack>
        <Flex gap={4} wrap="wrap" align="flex-end">
          <SearchForm
            searches="Experts"
            label="Search experts"
            name="q"
            placeholder="Name, company or topic"
            maxLength={LIMITS.q}
            value={words}
            onChange={setWords}
            onSubmit={(next) => change({ q: next })}
          />
          <SelectField
            label="Kind of expertise"
            name="kind"
            value={kind}
            placeholder="Any kind"
            options={(data?.referenceItems ?? []).map((item) => ({ value: item.name, label: item.name }))}
            onChange={(value) => change({ kind: value })}
            maxW={{ base: 'full', sm: '18rem' }}
          />
        </Flex>
        {canMessage && (
          <Flex gap={3} align="center" wrap="wrap" position="sticky" top={0} zIndex={1} bg="bg" py={2}>
            <Button
              disabled={selected.size === 0}
              onClick={() => {
                setNotice('');
                open('messageToExperts', { onSend: send });
              }}
            >
              {selected.size > 0 ? `Message the experts (${selected.size})` : 'Message the experts'}
            </Button>
            <Text color="fg.muted" fontSize="sm">
              {selected.size === 0
                ? 'Select experts to message them.'
                : `${selected.size} of at most ${MAX_SELECTED} selected`}
            </Text>
          </Flex>
        )}
        <FormNotice message={notice} />
        {body}
        {member && (
          <SectionCard title="List me as an expert">
            <ExpertListingForm
              kinds={(data?.referenceItems ?? []).map((item) => item.name)}
              onSaved={() => void refetch()}
            />
          </SectionCard>
        )}
      </Stack>
    </PageContainer>
  );
}
