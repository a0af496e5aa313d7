import { Alert, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { graphql } from '../../../__generated__';
import { errorMessages } from '../../../shared/errorMessages';
import { formatDate } from '../../../shared/format/dates';
import { REGISTER_PATH, loginPath } from '../../../shared/paths';
import { useViewer } from '../../../shared/session/useViewer';
import { ErrorAlert } from '../../../ui/ErrorAlert';

export const InviteNoticeQueryDocument = graphql(`
  query InviteNotice($token: String!) {
    teamInvite(token: $token) {
      email
      subject
      text
      companyName
      invitedBy
      sentAt
      expiresAt
      expired
    }
  }
`);

export interface InviteNoticeProps {
  /** The token of the invitation link. */
  token: string;
}

/** An invitation to a subscription's team, opened from its email link (`/subscriptions?invite=<token>`). */
export function InviteNotice({ token }: InviteNoticeProps) {
  const viewer = useViewer();
  const { data, error } = useQuery(InviteNoticeQueryDocument, { variables: { token } });
  if (!data && error)
    return <ErrorAlert title="We couldn't open the invitation." message={errorMessages(error)[0] ?? ''} />;
  if (!data) return <Skeleton height="24" aria-label="Loading the invitation" />;
  const invite = data.teamInvite;
  if (!invite) return <ErrorAlert status="warning" message="This invitation link is not valid." />;
  if (invite.expired)
    return (
      <ErrorAlert
        status="warning"
        message={`This invitation to ${invite.companyName}'s team expired on ${formatDate(invite.expiresAt) ?? ''}. Ask ${invite.invitedBy} for a new one.`}
      />
    );

  return (
    <Alert.Root status="info" variant="surface" as="section" aria-label="Invitation">
      <Alert.Indicator />
      <Alert.Content gap={2}>
        <Alert.Title>{`${invite.invitedBy} invited you to join ${invite.companyName}'s team`}</Alert.Title>
        <Alert.Description>
          <Stack gap={2}>
            <Text fontWeight="medium">{invite.subject}</Text>
            <Text whiteSpace="pre-line">{invite.text}</Text>
            <Text
              color="fg.muted"
              fontSize="sm"
            >{`Sent to ${invite.email} on ${formatDate(invite.sentAt) ?? ''}; valid until ${formatDate(invite.expiresAt) ?? ''}.`}</Text>
            {viewer ? null : (
              <Stack direction="row" gap={3}>
                <Button asChild size="sm">
                  <RouterLink to={REGISTER_PATH}>Join now</RouterLink>
                </Button>
                <Button asChild size="sm" variant="outline">
                  <RouterLink to={loginPath(`/subscriptions?invite=${encodeURIComponent(token)}`)}>Sign in</RouterLink>
                </Button>
              </Stack>
            )}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
