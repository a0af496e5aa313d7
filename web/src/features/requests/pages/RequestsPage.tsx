import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { graphql } from '../../../__generated__';
import { loginPath, REGISTER_PATH } from '../../../shared/paths';
import { useViewer } from '../../../shared/session/useViewer';
import { AppLink } from '../../../ui/AppLink';
import { PageContainer } from '../../../ui/PageContainer';
import { RequestFilters } from '../components/RequestFilters';
import { RequestList } from '../components/RequestList';
import { RequestScopeTabs } from '../components/RequestScopeTabs';
import { NEW_REQUEST_PATH, REQUESTS_PATH } from '../requestsUrls';
import { isFiltered, requestListInput, useRequestsParams } from '../useRequestsParams';

export const RequestsPageDocument = graphql(`
  query RequestsPage($input: RequestListInput!) {
    requests(input: $input) {
      items {
        id
        ...RequestCard_request
      }
      page
      size
      totalElements
      totalPages
    }
  }
`);

export const RequestFilterOptionsDocument = graphql(`
  query RequestFilterOptions {
    referenceItems(kinds: [THERAPEUTIC_AREAS, REGIONS]) {
      id
      kind
      name
    }
  }
`);

function VisitorPrompt() {
  return (
    <Box borderWidth="1px" borderRadius="md" p={4} bg="bg.muted">
      <Text>
        Members see who posts each request, every detail, and respond.{' '}
        <AppLink to={REGISTER_PATH}>Join Trialbridge</AppLink> or{' '}
        <AppLink to={loginPath(REQUESTS_PATH)}>sign in</AppLink>.
      </Text>
    </Box>
  );
}

/** `/requests`: open public requests for everyone; signed in, ALL / MY / COLLEAGUES with filters and paging. */
export function RequestsPage() {
  const viewer = useViewer();
  const signedIn = Boolean(viewer?.user);
  const canPost = viewer?.permissions.includes('REQUESTS') ?? false;
  const { params, update } = useRequestsParams();
  const list = useQuery(RequestsPageDocument, {
    variables: { input: requestListInput(params, signedIn) },
    fetchPolicy: 'cache-and-network',
  });
  const options = useQuery(RequestFilterOptionsDocument);
  const { therapeuticAreas, regions } = useMemo(() => {
    const items = options.data?.referenceItems ?? [];
    return {
      therapeuticAreas: items.filter((item) => item.kind === 'THERAPEUTIC_AREAS'),
      regions: items.filter((item) => item.kind === 'REGIONS'),
    };
  }, [options.data]);
  const page = (list.data ?? list.previousData)?.requests;

  return (
    <PageContainer>
      <Stack gap={6}>
        <Flex justify="space-between" align="center" gap={4} wrap="wrap">
          <Heading as="h1" size="2xl">
            Requests
          </Heading>
          {canPost ? (
            <Button asChild>
              <RouterLink to={NEW_REQUEST_PATH}>Post a request</RouterLink>
            </Button>
          ) : null}
        </Flex>
        <Text color="fg.muted">Clinical trial site, service and innovation requests from sponsors.</Text>
        {signedIn ? null : <VisitorPrompt />}
        {signedIn ? <RequestScopeTabs current={params.scope} onChange={(scope) => update({ scope })} /> : null}
        <RequestFilters params={params} onChange={update} therapeuticAreas={therapeuticAreas} regions={regions} />
        <RequestList
          page={page}
          error={list.error}
          onRetry={() => void list.refetch().catch(() => undefined)}
          onPageChange={(next) => update({ page: next })}
          scope={signedIn ? params.scope : 'ALL'}
          filtered={isFiltered(params)}
          canPost={canPost}
        />
      </Stack>
    </PageContainer>
  );
}
