import { Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { DASHBOARD_PATH } from '../../../shared/paths';
import { useSession } from '../../../shared/session/useViewer';
import { fullName } from '../../../shared/user/userLabels';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { useCompactLayout } from '../../../ui/useCompactLayout';
import { useFormFeedback } from '../../../ui/useMutationForm';
import type { MutationPayload } from '../../../ui/useMutationForm';
import { MemberRow } from './MemberRow';
import type { MemberAction } from './MemberRow';

// Each answers the member as changed: Apollo's cache updates their row at once; the list is then
// read again for what a filter or the admin count makes of it.
export const MembersTableChangeRoleDocument = graphql(`
  mutation MembersTableChangeRole($userId: ID!, $role: CompanyUserRole!) {
    changeMemberRole(userId: $userId, role: $role) {
      member {
        id
        ...MemberRow_member
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const MembersTableDeactivateDocument = graphql(`
  mutation MembersTableDeactivate($userId: ID!) {
    deactivateMember(userId: $userId) {
      member {
        id
        ...MemberRow_member
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const MembersTableReactivateDocument = graphql(`
  mutation MembersTableReactivate($userId: ID!) {
    reactivateMember(userId: $userId) {
      member {
        id
        ...MemberRow_member
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const MembersTableFragment = graphql(`
  fragment MembersTable_member on ManagedMember {
    id
    firstName
    lastName
    isViewer
    ...MemberRow_member
  }
`);

export interface MembersTableProps {
  members: ReadonlyArray<FragmentType<typeof MembersTableFragment>>;
  /** After a change: what to announce (the list is then read again). */
  onChanged: (message: string) => void;
}

interface Target {
  userId: string;
  name: string;
  isViewer: boolean;
  action: MemberAction;
}

const DONE: Record<MemberAction, (name: string) => string> = {
  MAKE_ADMIN: (name) => `${name} is now a company admin.`,
  MAKE_MEMBER: (name) => `${name} is now a member.`,
  DEACTIVATE: (name) => `${name} was deactivated and signed out everywhere.`,
  REACTIVATE: (name) => `${name} was reactivated and can sign in again.`,
};

/** Asked first: deactivating (it signs them out at once) and stepping down oneself (this page goes). */
const needsConfirmation = (target: Target) =>
  target.action === 'DEACTIVATE' || (target.action === 'MAKE_MEMBER' && target.isViewer);

/** The members as a table (cards on phones), with their role switch, deactivation and reactivation. */
export function MembersTable({ members, onChanged }: MembersTableProps) {
  const [changeRole] = useMutation(MembersTableChangeRoleDocument);
  const [deactivate] = useMutation(MembersTableDeactivateDocument);
  const [reactivate] = useMutation(MembersTableReactivateDocument);
  const [pending, setPending] = useState<Target | null>(null);
  const [confirming, setConfirming] = useState<Target | null>(null);
  const feedback = useFormFeedback();
  const compact = useCompactLayout();
  const session = useSession();
  const navigate = useNavigate();
  const rows = members.map((member) => getFragmentData(MembersTableFragment, member));

  const send = async (target: Target): Promise<MutationPayload | null | undefined> => {
    const variables = { userId: target.userId };
    switch (target.action) {
      case 'MAKE_ADMIN':
      case 'MAKE_MEMBER': {
        const role = target.action === 'MAKE_ADMIN' ? 'COMPANY_ADMIN' : 'MEMBER';
        return (await changeRole({ variables: { ...variables, role } })).data?.changeMemberRole;
      }
      case 'DEACTIVATE':
        return (await deactivate({ variables })).data?.deactivateMember;
      case 'REACTIVATE':
        return (await reactivate({ variables })).data?.reactivateMember;
    }
  };

  async function run(target: Target) {
    setPending(target);
    const outcome = await feedback.run(() => send(target));
    setPending(null);
    setConfirming(null);
    if (!('ok' in outcome)) return;
    if (target.isViewer && target.action === 'MAKE_MEMBER') {
      // No longer an admin: this page is not theirs any more.
      await session.refresh().catch(() => undefined);
      await navigate(DASHBOARD_PATH, { replace: true });
      return;
    }
    onChanged(DONE[target.action](target.name));
  }

  const act = (row: (typeof rows)[number], action: MemberAction) => {
    const target = { userId: row.id, name: fullName(row), isViewer: row.isViewer, action };
    if (needsConfirmation(target)) setConfirming(target);
    else void run(target);
  };

  const memberRow = (row: (typeof rows)[number], compactRow: boolean) => (
    <MemberRow
      key={row.id}
      member={row}
      compact={compactRow}
      pending={pending?.userId === row.id ? pending.action : null}
      disabled={pending !== null}
      onAction={(action) => act(row, action)}
    />
  );

  const selfDemotion = confirming?.isViewer === true;
  return (
    <Stack gap={4}>
      <ErrorAlerts messages={feedback.errors} />
      <ResponsiveTable
        label="Members"
        columns={['Name', 'Email', 'Role', 'Status', 'Last active']}
        items={rows}
        itemKey={(row) => row.id}
        compact={compact}
        renderItem={memberRow}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={
          selfDemotion ? 'Step down as company admin?' : confirming ? `Deactivate ${confirming.name}?` : 'Deactivate?'
        }
        description={
          selfDemotion
            ? 'You will no longer manage members, reviews or the company profile. Another admin can make you an admin again.'
            : 'Their sessions end at once, on every device, and they cannot sign in until an admin reactivates them. What they wrote stays with the company.'
        }
        confirmLabel={selfDemotion ? 'Step down' : 'Deactivate'}
        cancelLabel="Cancel"
        confirming={pending !== null}
        destructive
        onConfirm={() => confirming && void run(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}
