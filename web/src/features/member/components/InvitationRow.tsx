import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import type { MemberInvitationState } from '../../../__generated__/graphql';
import { formatDate, formatDateTime } from '../../../shared/format/dates';
import { COMPANY_USER_ROLE_LABELS } from '../../../shared/user/userLabels';
import { EmailText } from '../../../ui/EmailText';

export const InvitationRowFragment = graphql(`
  fragment InvitationRow_invitation on MemberInvitation {
    id
    email
    role
    invitedBy
    createdAt
    expiresAt
    lastSentAt
    sendCount
    canResendAt
    state
  }
`);

export const INVITATION_STATE_LABELS: Record<MemberInvitationState, string> = {
  OPEN: 'Pending',
  EXPIRED: 'Expired',
  REVOKED: 'Revoked',
  ACCEPTED: 'Accepted',
};

const STATE_PALETTES: Record<MemberInvitationState, string> = {
  OPEN: 'blue',
  EXPIRED: 'gray',
  REVOKED: 'orange',
  ACCEPTED: 'green',
};

export type InvitationAction = 'RESEND' | 'REVOKE';

export interface InvitationRowProps {
  invitation: FragmentType<typeof InvitationRowFragment>;
  /** The action being sent for this row, if any. */
  pending: InvitationAction | null;
  /** Some row's action is being sent. */
  disabled: boolean;
  /** The clock (epoch ms), to tell whether it may be resent yet. */
  now: number;
  onAction: (action: InvitationAction) => void;
}

/** One invitation: the address, role, state, who sent it and when it expires; Resend and Revoke while open. */
export function InvitationRow(props: InvitationRowProps) {
  const invitation = getFragmentData(InvitationRowFragment, props.invitation);
  const emailId = useId();
  const resendHintId = useId();
  const open = invitation.state === 'OPEN';
  const resendAt = invitation.canResendAt ? new Date(invitation.canResendAt).getTime() : null;
  const resendLater = resendAt !== null && resendAt > props.now;
  const sent = `Invited${invitation.invitedBy ? ` by ${invitation.invitedBy}` : ''} on ${formatDate(invitation.createdAt) ?? ''}`;
  const resent = invitation.sendCount > 1 ? `, last sent ${formatDateTime(invitation.lastSentAt) ?? ''}` : '';
  const expiry =
    invitation.state === 'ACCEPTED'
      ? ''
      : `${open ? ' · expires' : ' · expired'} ${formatDate(invitation.expiresAt) ?? ''}`;

  return (
    <Box as="li" aria-labelledby={emailId} py={4} borderTopWidth="1px" _first={{ borderTopWidth: 0, pt: 0 }}>
      <Flex
        gap={4}
        justify="space-between"
        align={{ base: 'stretch', md: 'center' }}
        direction={{ base: 'column', md: 'row' }}
      >
        <Stack gap={1} minW={0}>
          <Flex gap={2} align="center" wrap="wrap">
            <Text id={emailId} fontWeight="semibold" minW={0}>
              <EmailText email={invitation.email} />
            </Text>
            <Badge size="sm" variant="subtle" colorPalette={STATE_PALETTES[invitation.state]}>
              {INVITATION_STATE_LABELS[invitation.state]}
            </Badge>
          </Flex>
          <Text color="fg.muted" fontSize="sm">
            {`${COMPANY_USER_ROLE_LABELS[invitation.role]} · ${sent}${resent}${expiry}`}
          </Text>
          {open && resendLater ? (
            <Text id={resendHintId} color="fg.muted" fontSize="sm">
              {`It can be sent again from ${formatDateTime(invitation.canResendAt) ?? ''}.`}
            </Text>
          ) : null}
        </Stack>
        {open ? (
          <Flex gap={2} flexShrink={0}>
            <Button
              size="sm"
              variant="outline"
              aria-describedby={resendLater ? `${emailId} ${resendHintId}` : emailId}
              loading={props.pending === 'RESEND'}
              disabled={props.disabled || resendLater}
              onClick={() => props.onAction('RESEND')}
            >
              Resend
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              aria-describedby={emailId}
              loading={props.pending === 'REVOKE'}
              disabled={props.disabled}
              onClick={() => props.onAction('REVOKE')}
            >
              Revoke
            </Button>
          </Flex>
        ) : null}
      </Flex>
    </Box>
  );
}
