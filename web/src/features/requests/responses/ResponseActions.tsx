import { Button, Flex } from '@chakra-ui/react';
import type { ResponseFields_ResponseFragment } from '../../../__generated__/graphql';
import { AppLink } from '../../../ui/AppLink';
import { ResponseDocumentsButton } from './ResponseDocumentsDialog';
import { responseThreadPath } from './responsesFormat';

export interface ResponseActionsProps {
  response: ResponseFields_ResponseFragment;
  canManage: boolean;
  canAward: boolean;
  pending: boolean;
  onShortlist: (on: boolean) => void;
  onDecline: () => void;
  onAward: () => void;
}

/** What the poster can do with one response: open the conversation and its documents, shortlist, decline, award. */
export function ResponseActions({
  response,
  canManage,
  canAward,
  pending,
  onShortlist,
  onDecline,
  onAward,
}: ResponseActionsProps) {
  const name = response.company.name;
  const inPlay = response.status === 'SUBMITTED' || response.status === 'SHORTLISTED';
  const shortlisted = response.status === 'SHORTLISTED';
  return (
    <Flex gap={2} wrap="wrap" align="center">
      {response.threadId ? (
        <AppLink to={responseThreadPath(response.threadId, true)} aria-label={`Open the conversation with ${name}`}>
          Conversation
        </AppLink>
      ) : null}
      <ResponseDocumentsButton responseId={response.id} companyName={name} />
      {canManage && inPlay && canAward ? (
        <>
          <Button
            size="xs"
            variant={shortlisted ? 'solid' : 'outline'}
            aria-pressed={shortlisted}
            aria-label={`Shortlist ${name}`}
            disabled={pending}
            onClick={() => onShortlist(!shortlisted)}
          >
            {shortlisted ? 'Shortlisted' : 'Shortlist'}
          </Button>
          <Button size="xs" variant="outline" aria-label={`Decline ${name}`} disabled={pending} onClick={onDecline}>
            Decline
          </Button>
          <Button size="xs" aria-label={`Award to ${name}`} disabled={pending} onClick={onAward}>
            Award
          </Button>
        </>
      ) : null}
    </Flex>
  );
}
