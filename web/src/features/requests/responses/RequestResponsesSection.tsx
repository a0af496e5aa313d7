import { Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router';
import { graphql } from '../../../__generated__';
import { useModals } from '../../../shared/modals/modalContext';
import { loginPath } from '../../../shared/paths';
import { LoadState } from '../../../shared/ui/LoadStates';
import { AppLink } from '../../../ui/AppLink';
import { SectionCard } from '../../../ui/SectionCard';
import { MyResponseCard } from './MyResponseCard';
import { RespondForm } from './RespondForm';
import { ResponseGrid } from './ResponseGrid';

export const RequestResponsesSectionDocument = graphql(`
  query RequestResponsesSection($requestId: ID!) {
    requestWorkspace(requestId: $requestId) {
      id
      requestId
      signedIn
      isPoster
      acceptsResponses
      canRespond
      respondBlockedReason
      canManage
      canAward
      canChangeResponse
      hasPlan
      explorerResponsesLeft
      myResponse {
        id
        ...ResponseFields_response
      }
    }
  }
`);

export interface RequestResponsesSectionProps {
  requestId: string;
}

/**
 * The request's responses, as the viewer may see them: the poster's company compares them side by
 * side and decides; a company that responded sees its own; one that may respond gets the form;
 * anyone else is told why not (visitors: sign in).
 */
export function RequestResponsesSection({ requestId }: RequestResponsesSectionProps) {
  const { pathname } = useLocation();
  const modals = useModals();
  const { data, error, refetch } = useQuery(RequestResponsesSectionDocument, {
    variables: { requestId },
    fetchPolicy: 'cache-and-network',
  });
  const workspace = data?.requestWorkspace;
  const reload = () => void refetch().catch(() => undefined);

  let body;
  if (!data) body = <LoadState error={error} refetch={refetch} label="Loading responses" />;
  else if (!workspace) return null;
  else if (!workspace.signedIn)
    body = (
      <Text>
        <AppLink to={loginPath(pathname)}>Sign in</AppLink> to respond to this request.
      </Text>
    );
  else if (workspace.isPoster)
    body = <ResponseGrid requestId={requestId} canManage={workspace.canManage} canAward={workspace.canAward} />;
  else if (workspace.myResponse)
    body = (
      <MyResponseCard
        requestId={requestId}
        response={workspace.myResponse}
        canChange={workspace.canChangeResponse}
        onChanged={reload}
      />
    );
  else if (workspace.canRespond)
    body = (
      <RespondForm
        requestId={requestId}
        mode="create"
        responsesLeft={workspace.explorerResponsesLeft}
        onDone={reload}
      />
    );
  else
    body = (
      <Stack gap={3} align="flex-start">
        <Text>{workspace.respondBlockedReason ?? 'You cannot respond to this request.'}</Text>
        {!workspace.hasPlan ? (
          <Button size="sm" onClick={() => modals.open('subscriptionRequired', { situation: 'free-trial' })}>
            See plans
          </Button>
        ) : null}
      </Stack>
    );
  return <SectionCard title="Responses">{body}</SectionCard>;
}
