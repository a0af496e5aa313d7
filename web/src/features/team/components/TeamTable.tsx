import { Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { fullName } from '../../../shared/user/userLabels';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { useCompactLayout } from '../../../ui/useCompactLayout';
import { useFormFeedback } from '../../../ui/useMutationForm';
import type { MutationPayload } from '../../../ui/useMutationForm';
import { TeamMemberRow } from './TeamMemberRow';

export const TeamTableSetBillingAdminDocument = graphql(`
  mutation TeamTableSetBillingAdmin($subscriptionId: ID!, $userId: ID!, $billingAdmin: Boolean!) {
    setTeamMemberBillingAdmin(subscriptionId: $subscriptionId, userId: $userId, billingAdmin: $billingAdmin) {
      member {
        userId
        billingAdmin
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const TeamTableRemoveDocument = graphql(`
  mutation TeamTableRemove($subscriptionId: ID!, $userId: ID!) {
    removeTeamMember(subscriptionId: $subscriptionId, userId: $userId) {
      removedUserId
      errors {
        ...UserErrorFields
      }
    }
  }
`);

// The names are read here for the messages; each row reads the rest through its own fragment.
export const TeamTableFragment = graphql(`
  fragment TeamTable_member on TeamMember {
    userId
    firstName
    lastName
    ...TeamMemberRow_member
  }
`);

export interface TeamTableProps {
  subscriptionId: string;
  members: ReadonlyArray<FragmentType<typeof TeamTableFragment>>;
  /** After a change: what to announce (the list is then read again). */
  onChanged: (message: string) => void;
}

interface Removal {
  userId: string;
  name: string;
}

/** The team as a table (a list of cards on phones): name, email, role, the billing-admin switch and removal (after a confirmation). */
export function TeamTable({ subscriptionId, members, onChanged }: TeamTableProps) {
  const [setBillingAdmin] = useMutation(TeamTableSetBillingAdminDocument);
  const [remove, removing] = useMutation(TeamTableRemoveDocument);
  const [pendingUserId, setPendingUserId] = useState<string | null>(null);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const feedback = useFormFeedback();
  const rows = members.map((member) => getFragmentData(TeamTableFragment, member));
  const compact = useCompactLayout();

  async function run(userId: string, action: () => Promise<MutationPayload | null | undefined>, success: string) {
    setPendingUserId(userId);
    const outcome = await feedback.run(action);
    setPendingUserId(null);
    if ('ok' in outcome) onChanged(success);
  }

  const toggle = (userId: string, name: string, billingAdmin: boolean) =>
    void run(
      userId,
      async () =>
        (await setBillingAdmin({ variables: { subscriptionId, userId, billingAdmin } })).data
          ?.setTeamMemberBillingAdmin,
      billingAdmin ? `${name} is now a billing admin.` : `${name} is no longer a billing admin.`,
    );

  async function confirmRemoval() {
    if (!removal) return;
    const { userId, name } = removal;
    await run(
      userId,
      async () => (await remove({ variables: { subscriptionId, userId } })).data?.removeTeamMember,
      `${name} was removed from the team.`,
    );
    setRemoval(null);
  }

  const memberRow = (row: (typeof rows)[number], compactRow: boolean) => (
    <TeamMemberRow
      key={row.userId}
      member={row}
      compact={compactRow}
      pending={pendingUserId === row.userId}
      disabled={pendingUserId !== null}
      onBillingAdminChange={(billingAdmin) => toggle(row.userId, fullName(row), billingAdmin)}
      onRemove={() => setRemoval({ userId: row.userId, name: fullName(row) })}
    />
  );

  return (
    <Stack gap={4}>
      <ErrorAlerts messages={feedback.errors} />
      <ResponsiveTable
        label="Team members"
        columns={['Name', 'Email', 'Role', 'Billing admin']}
        items={rows}
        itemKey={(row) => row.userId}
        compact={compact}
        renderItem={memberRow}
      />
      <ConfirmDialog
        open={removal !== null}
        title={removal ? `Remove ${removal.name} from the team?` : 'Remove from the team?'}
        description="They keep their account, but your subscription no longer covers them."
        confirmLabel="Remove"
        cancelLabel="Keep"
        confirming={removing.loading}
        destructive
        onConfirm={() => void confirmRemoval()}
        onCancel={() => setRemoval(null)}
      />
    </Stack>
  );
}
