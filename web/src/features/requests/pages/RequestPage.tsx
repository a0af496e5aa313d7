import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { getFragmentData, graphql } from '../../../__generated__';
import { formatDate } from '../../../shared/format/dates';
import { loginPath, MY_SUBSCRIPTION_PATH, REGISTER_PATH } from '../../../shared/paths';
import { useViewer } from '../../../shared/session/useViewer';
import { LoadState } from '../../../shared/ui/LoadStates';
import { NotFoundPage } from '../../../shared/ui/NotFoundPage';
import { AppLink } from '../../../ui/AppLink';
import { PageContainer } from '../../../ui/PageContainer';
import { companyProfilePath } from '../../company';
import { RequestChallengePanel } from '../../challenge';
import { RequestQuestionsSection } from '../questions/RequestQuestionsSection';
import { RequestResponsesSection } from '../responses/RequestResponsesSection';
import { RequestActions } from '../components/RequestActions';
import { RequestBadges } from '../components/RequestBadges';
import { RequestDetails } from '../components/RequestDetails';
import { RequestFieldsFragment } from '../requestFields';
import { deadlineText } from '../requestFormat';
import { REQUESTS_PATH, requestPath } from '../requestsUrls';

export const RequestPageDocument = graphql(`
  query RequestPage($id: ID!) {
    request(id: $id) {
      id
      kind
      status
      title
      responseDeadline
      teaser
      visibility
      company {
        id
        name
        alias
      }
      responseCount
      version
      canEdit
      ...RequestFields_request
    }
  }
`);

function TeaserPrompt({ id }: { id: string }) {
  const viewer = useViewer();
  return (
    <Box borderWidth="1px" borderRadius="md" p={4} bg="bg.muted">
      {viewer?.user ? (
        <Text>
          The details of requests are for members with a plan.{' '}
          <AppLink to={MY_SUBSCRIPTION_PATH}>See the plans</AppLink> to read them and respond.
        </Text>
      ) : (
        <Text>
          Members see who posted this request and every detail, and respond.{' '}
          <AppLink to={REGISTER_PATH}>Join Trialbridge</AppLink> or{' '}
          <AppLink to={loginPath(requestPath(id))}>sign in</AppLink>.
        </Text>
      )}
    </Box>
  );
}

/** `/requests/:id`: the request's workspace: header, fields, the poster's actions, questions and responses. */
export function RequestPage() {
  const { id = '' } = useParams();
  const { data, error, refetch } = useQuery(RequestPageDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const request = data?.request;
  if (data && !request) return <NotFoundPage />;
  if (!request)
    return (
      <PageContainer>
        <LoadState error={error} refetch={refetch} label="Loading the request" />
      </PageContainer>
    );

  return (
    <PageContainer>
      <Stack gap={6}>
        <AppLink to={REQUESTS_PATH} fontSize="sm">
          All requests
        </AppLink>
        <Stack gap={3}>
          <RequestBadges kind={request.kind} status={request.status} />
          <Heading as="h1" size="2xl" wordBreak="break-word">
            {request.title}
          </Heading>
          <Flex gap={{ base: 1, md: 4 }} wrap="wrap" direction={{ base: 'column', md: 'row' }} color="fg.muted">
            {request.company ? (
              <Text truncate>
                {'Posted by '}
                <AppLink to={companyProfilePath(request.company.alias)}>{request.company.name}</AppLink>
              </Text>
            ) : null}
            <Text>{`Deadline ${formatDate(request.responseDeadline) ?? request.responseDeadline} · ${deadlineText(request.responseDeadline, request.status)}`}</Text>
            {request.visibility === 'INVITED' ? <Text>Invited companies only</Text> : null}
            {request.responseCount !== null && request.responseCount !== undefined ? (
              <Text>{`${request.responseCount} ${request.responseCount === 1 ? 'response' : 'responses'}`}</Text>
            ) : null}
          </Flex>
        </Stack>
        {request.canEdit ? <RequestActions id={request.id} status={request.status} version={request.version} /> : null}
        {request.canEdit && request.kind === 'INNOVATION' ? (
          <RequestChallengePanel
            requestId={request.id}
            title={request.title}
            responseDeadline={request.responseDeadline}
          />
        ) : null}
        {request.teaser ? (
          <TeaserPrompt id={request.id} />
        ) : (
          <>
            <RequestDetails request={getFragmentData(RequestFieldsFragment, request)} />
            <RequestQuestionsSection requestId={request.id} />
            <RequestResponsesSection requestId={request.id} />
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
