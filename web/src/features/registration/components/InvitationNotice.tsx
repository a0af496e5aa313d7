import { Alert, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { MemberInvitationState } from '../../../__generated__/graphql';
import { formatDate } from '../../../shared/format/dates';
import { LoadError } from '../../../shared/ui/LoadStates';
import { REGISTER_PATH } from '../registrationUrls';
import { roleWithArticle } from '../useInvitation';
import type { useInvitation } from '../useInvitation';

export interface InvitationNoticeProps {
  invitation: ReturnType<typeof useInvitation>;
  /** Going on without the invitation (the link of a closed or unknown one). */
  onRegisterWithout: () => void;
}

const CLOSED: Record<Exclude<MemberInvitationState, 'OPEN'>, (company: string, date: string) => string> = {
  EXPIRED: (company, date) => `This invitation to join ${company} expired on ${date}.`,
  REVOKED: (company) => `This invitation to join ${company} was withdrawn by its administrators.`,
  ACCEPTED: (company) => `This invitation to join ${company} has already been used.`,
};

/**
 * What `/register?invitation=<token>` opened: who is invited into which company, or why the link
 * no longer works, with a way to register without it (a company admin can send a new one).
 */
export function InvitationNotice({ invitation, onRegisterWithout }: InvitationNoticeProps) {
  const { preview, error, refetch } = invitation;
  if (preview === undefined && error)
    return (
      <LoadError
        error={error}
        title="We couldn't open the invitation."
        size="sm"
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  if (preview === undefined) return <Skeleton height="16" aria-label="Loading the invitation" />;
  if (preview?.state === 'OPEN')
    return (
      <Alert.Root status="info" variant="surface" as="section" aria-label="Invitation">
        <Alert.Indicator />
        <Alert.Content gap={1}>
          <Alert.Title>
            {preview.invitedBy
              ? `${preview.invitedBy} invited you to join ${preview.companyName}`
              : `You are invited to join ${preview.companyName}`}
          </Alert.Title>
          <Alert.Description overflowWrap="anywhere">
            {`Confirm your address and choose a password, and you are in as ${roleWithArticle(preview.role)}: no approval needed. The invitation is valid until ${formatDate(preview.expiresAt) ?? ''}.`}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );

  const message = preview
    ? CLOSED[preview.state](preview.companyName, formatDate(preview.expiresAt) ?? '')
    : 'This invitation link is not valid.';
  return (
    <Alert.Root status="warning" variant="subtle" role="alert">
      <Alert.Indicator />
      <Alert.Content gap={2}>
        <Alert.Description>
          <Stack gap={2}>
            <Text>{`${message} Ask an administrator of the company for a new invitation, or register without it.`}</Text>
            <Button asChild size="sm" variant="outline" alignSelf="flex-start">
              <RouterLink to={REGISTER_PATH} onClick={onRegisterWithout}>
                Register without an invitation
              </RouterLink>
            </Button>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
