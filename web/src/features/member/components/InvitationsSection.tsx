import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { MemberInvitationState } from '../../../__generated__/graphql';
import { formatDate } from '../../../shared/format/dates';
import { LoadError, LoadingRows } from '../../../shared/ui/LoadStates';
import { Pager } from '../../../shared/ui/Pager';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { SectionCard } from '../../../ui/SectionCard';
import { choiceOf, SelectField } from '../../../ui/SelectField';
import { useFormFeedback } from '../../../ui/useMutationForm';
import { INVITATION_STATE_LABELS, InvitationRow, InvitationRowFragment } from './InvitationRow';
import type { InvitationAction } from './InvitationRow';
import { InviteMemberDialog } from './InviteMemberDialog';

export const InvitationsSectionQueryDocument = graphql(`
  query InvitationsSection($state: MemberInvitationState, $page: Int, $size: Int) {
    memberInvitations(state: $state, page: $page, size: $size) {
      items {
        id
        ...InvitationRow_invitation
      }
      page
      size
      totalElements
      totalPages
    }
  }
`);

export const InvitationsSectionResendDocument = graphql(`
  mutation InvitationsSectionResend($id: ID!) {
    resendMemberInvitation(id: $id) {
      invitation {
        id
        ...InvitationRow_invitation
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const InvitationsSectionRevokeDocument = graphql(`
  mutation InvitationsSectionRevoke($id: ID!) {
    revokeMemberInvitation(id: $id) {
      invitation {
        id
        ...InvitationRow_invitation
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const INVITATIONS_PAGE_SIZE = 10;
const STATES: readonly MemberInvitationState[] = ['OPEN', 'EXPIRED', 'REVOKED', 'ACCEPTED'];
const ALL = 'ALL';
const STATE_OPTIONS = [
  ...STATES.map((state) => ({ value: state, label: INVITATION_STATE_LABELS[state] })),
  { value: ALL, label: 'All invitations' },
];

interface Target {
  id: string;
  email: string;
  action: InvitationAction;
}

/** "Invitations": invite a colleague; the pending ones (or any state) with Resend and Revoke. */
export function InvitationsSection() {
  const [state, setState] = useState<MemberInvitationState | null>('OPEN');
  const [page, setPage] = useState(0);
  const [inviting, setInviting] = useState(false);
  const [pending, setPending] = useState<Target | null>(null);
  const [revoking, setRevoking] = useState<Target | null>(null);
  const feedback = useFormFeedback();
  const { data, previousData, error, refetch } = useQuery(InvitationsSectionQueryDocument, {
    variables: { state, page, size: INVITATIONS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [resend] = useMutation(InvitationsSectionResendDocument);
  const [revoke] = useMutation(InvitationsSectionRevokeDocument);
  const result = (data ?? previousData)?.memberInvitations;
  // The clock Resend is judged by: read when the page opens and after each change here.
  const [now, setNow] = useState(Date.now);

  async function run(target: Target) {
    setPending(target);
    const { id, email } = target;
    const outcome =
      target.action === 'RESEND'
        ? await feedback.run(async () => (await resend({ variables: { id } })).data?.resendMemberInvitation, {
            done: `The invitation was sent to ${email} again.`,
          })
        : await feedback.run(async () => (await revoke({ variables: { id } })).data?.revokeMemberInvitation, {
            done: `The invitation to ${email} was revoked: its link no longer works.`,
          });
    setPending(null);
    setRevoking(null);
    // A revoked invitation leaves the pending list; a resent one moves its dates.
    if ('ok' in outcome) void refetch().catch(() => undefined);
    setNow(() => Date.now());
  }

  let body;
  if (!result && error)
    body = (
      <LoadError
        error={error}
        title="We couldn't load the invitations."
        size="sm"
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  else if (!result) body = <LoadingRows label="Loading the invitations" rows={2} shape="field" />;
  else if (result.items.length === 0)
    body = (
      <Text color="fg.muted">
        {state === 'OPEN' ? 'No invitation is waiting for an answer.' : 'No invitation in this state.'}
      </Text>
    );
  else
    body = (
      <Stack gap={4}>
        <Box as="ul" listStyleType="none" aria-label="Invitations">
          {result.items.map((item) => {
            const invitation = getFragmentData(InvitationRowFragment, item);
            return (
              <InvitationRow
                key={invitation.id}
                invitation={item}
                now={now}
                pending={pending?.id === invitation.id ? pending.action : null}
                disabled={pending !== null}
                onAction={(action) => {
                  const target = { id: invitation.id, email: invitation.email, action };
                  if (action === 'REVOKE') setRevoking(target);
                  else void run(target);
                }}
              />
            );
          })}
        </Box>
        <Pager page={result.page} totalPages={result.totalPages} hideSinglePage onPageChange={setPage} />
      </Stack>
    );

  return (
    <SectionCard title="Invitations">
      <Stack gap={5}>
        <Flex gap={4} wrap="wrap" align="flex-end" justify="space-between">
          <Box w={{ base: 'full', sm: '14rem' }}>
            <SelectField
              label="Show"
              name="invitationState"
              value={state ?? ALL}
              options={STATE_OPTIONS}
              onChange={(value) => {
                setState(choiceOf(STATES, value) ?? null);
                setPage(0);
              }}
            />
          </Box>
          <Button onClick={() => setInviting(true)}>Invite a colleague</Button>
        </Flex>
        <ErrorAlerts messages={feedback.errors} />
        <Text role="status" aria-live="polite" color="fg.success" fontWeight="medium" _empty={{ display: 'none' }}>
          {feedback.notice}
        </Text>
        {body}
      </Stack>
      {inviting ? (
        <InviteMemberDialog
          onClose={() => setInviting(false)}
          onInvited={({ email, expiresAt }) => {
            setInviting(false);
            feedback.clear();
            feedback.setNotice(`Invitation sent to ${email}. Its link works until ${formatDate(expiresAt) ?? ''}.`);
            void refetch().catch(() => undefined);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={revoking !== null}
        title={revoking ? `Revoke the invitation to ${revoking.email}?` : 'Revoke the invitation?'}
        description="Its link stops working at once. You can invite the address again later."
        confirmLabel="Revoke"
        cancelLabel="Keep"
        confirming={pending !== null}
        destructive
        onConfirm={() => revoking && void run(revoking)}
        onCancel={() => setRevoking(null)}
      />
    </SectionCard>
  );
}
