import { Badge, Button, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { RelativeTime } from '../../../shared/ui/RelativeTime';
import { COMPANY_USER_ROLE_LABELS, fullName } from '../../../shared/user/userLabels';
import { DetailList } from '../../../ui/DetailList';
import { EmailText } from '../../../ui/EmailText';

export const MemberRowFragment = graphql(`
  fragment MemberRow_member on ManagedMember {
    id
    firstName
    lastName
    email
    jobTitle
    role
    status
    masked
    lastActiveAt
    isViewer
  }
`);

/** What an admin can do to a member from their row. */
export type MemberAction = 'MAKE_ADMIN' | 'MAKE_MEMBER' | 'DEACTIVATE' | 'REACTIVATE';

const ACTION_LABELS: Record<MemberAction, string> = {
  MAKE_ADMIN: 'Make admin',
  MAKE_MEMBER: 'Make member',
  DEACTIVATE: 'Deactivate',
  REACTIVATE: 'Reactivate',
};

/**
 * The actions a row offers: the role switch while active, then deactivate or reactivate. Not
 * deactivating oneself (the api refuses it: an admin would sign themselves out mid-task); stepping
 * down is offered, and the api refuses it for the last active admin.
 */
export function memberActions(member: { role: string; status: string; isViewer: boolean }): MemberAction[] {
  if (member.status === 'DEACTIVATED') return ['REACTIVATE'];
  const role: MemberAction = member.role === 'COMPANY_ADMIN' ? 'MAKE_MEMBER' : 'MAKE_ADMIN';
  return member.isViewer ? [role] : [role, 'DEACTIVATE'];
}

export interface MemberRowProps {
  member: FragmentType<typeof MemberRowFragment>;
  /** The action being sent for this row, if any. */
  pending: MemberAction | null;
  /** Some row's change is being sent. */
  disabled: boolean;
  /** A card of a list (phones) instead of a table row. */
  compact: boolean;
  onAction: (action: MemberAction) => void;
}

/** One member: name with "You" and "Masked" marks, email, role, status, last active, and the actions. */
export function MemberRow(props: MemberRowProps) {
  const member = getFragmentData(MemberRowFragment, props.member);
  const nameId = useId();
  const deactivated = member.status === 'DEACTIVATED';

  const who = (
    <Stack gap={0} minW={0}>
      <Flex as="span" gap={2} align="center" wrap="wrap" fontWeight="medium">
        <span id={nameId}>{fullName(member)}</span>
        {member.isViewer ? (
          <Badge size="sm" variant="subtle">
            You
          </Badge>
        ) : null}
        {/* Other companies see this person without their name: the admins still see who it is. */}
        {member.masked ? (
          <Badge size="sm" variant="subtle" colorPalette="purple">
            Masked
          </Badge>
        ) : null}
      </Flex>
      {member.jobTitle ? (
        <Text color="fg.muted" fontSize="sm">
          {member.jobTitle}
        </Text>
      ) : null}
    </Stack>
  );
  const status = (
    <Badge size="sm" variant="subtle" colorPalette={deactivated ? 'orange' : 'green'}>
      {deactivated ? 'Deactivated' : 'Active'}
    </Badge>
  );
  const lastActive = member.lastActiveAt ? <RelativeTime value={member.lastActiveAt} /> : 'Never';
  const actions = (
    <Flex gap={2} wrap="wrap" justify={{ base: 'flex-start', md: 'flex-end' }}>
      {memberActions(member).map((action) => (
        <Button
          key={action}
          size="xs"
          variant="outline"
          colorPalette={action === 'DEACTIVATE' ? 'red' : undefined}
          aria-describedby={nameId}
          loading={props.pending === action}
          disabled={props.disabled}
          onClick={() => props.onAction(action)}
        >
          {ACTION_LABELS[action]}
        </Button>
      ))}
    </Flex>
  );

  if (props.compact) {
    return (
      <Stack gap={3}>
        {who}
        <DetailList
          labelWidth="6.5rem"
          items={[
            { label: 'Email', value: <EmailText email={member.email} /> },
            { label: 'Role', value: COMPANY_USER_ROLE_LABELS[member.role] },
            { label: 'Status', value: status },
            { label: 'Last active', value: lastActive },
          ]}
        />
        {actions}
      </Stack>
    );
  }
  return (
    <Table.Row>
      <Table.Cell>{who}</Table.Cell>
      <Table.Cell overflowWrap="anywhere">
        <EmailText email={member.email} />
      </Table.Cell>
      <Table.Cell>{COMPANY_USER_ROLE_LABELS[member.role]}</Table.Cell>
      <Table.Cell>{status}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{lastActive}</Table.Cell>
      <Table.Cell textAlign="end">{actions}</Table.Cell>
    </Table.Row>
  );
}
