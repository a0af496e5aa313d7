import { Badge, Button, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import type { ImpersonationTargetsTable_UserFragment } from '../../../__generated__/graphql';
import { COMPANY_USER_ROLE_LABELS, fullName } from '../../../shared/user/userLabels';
import { DetailList } from '../../../ui/DetailList';
import { EmailText } from '../../../ui/EmailText';
import { StackedList } from '../../../ui/StackedList';
import { useCompactLayout } from '../../../ui/useCompactLayout';

export const ImpersonationTargetsTableFragment = graphql(`
  fragment ImpersonationTargetsTable_user on User {
    id
    firstName
    lastName
    email
    companyName
    role
    active
  }
`);

export interface ImpersonationTargetsTableProps {
  users: ReadonlyArray<FragmentType<typeof ImpersonationTargetsTableFragment>>;
  /** The user being switched to, whose button shows a spinner; all buttons wait meanwhile. */
  pendingUserId: string | null;
  onActAs: (userId: string) => void;
}

function StatusBadge({ active }: { active: boolean }) {
  return <Badge colorPalette={active ? 'green' : 'gray'}>{active ? 'Active' : 'Inactive'}</Badge>;
}

function ActAsButton({
  user,
  ...props
}: Omit<ImpersonationTargetsTableProps, 'users'> & { user: ImpersonationTargetsTable_UserFragment }) {
  return (
    <Button
      size="xs"
      variant="outline"
      loading={props.pendingUserId === user.id}
      disabled={props.pendingUserId !== null}
      onClick={() => props.onActAs(user.id)}
    >
      Act as {fullName(user)}
    </Button>
  );
}

/** The users an admin may act as, one "Act as" button per row; a list of cards on phones. */
export function ImpersonationTargetsTable(props: ImpersonationTargetsTableProps) {
  const users = getFragmentData(ImpersonationTargetsTableFragment, props.users);
  const compact = useCompactLayout();
  if (compact) {
    return (
      <StackedList
        label="Users"
        items={users}
        itemKey={(user) => user.id}
        renderItem={(user) => (
          <Stack gap={3} align="start">
            <Text fontWeight="medium">{fullName(user)}</Text>
            <DetailList
              items={[
                { label: 'Email', value: <EmailText email={user.email} /> },
                { label: 'Company', value: user.companyName ?? '—' },
                { label: 'Role', value: COMPANY_USER_ROLE_LABELS[user.role] },
                { label: 'Status', value: <StatusBadge active={user.active} /> },
              ]}
            />
            <ActAsButton user={user} pendingUserId={props.pendingUserId} onActAs={props.onActAs} />
          </Stack>
        )}
      />
    );
  }
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root aria-label="Users" size="sm" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Email</Table.ColumnHeader>
            <Table.ColumnHeader>Company</Table.ColumnHeader>
            <Table.ColumnHeader>Role</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {users.map((user) => (
            <Table.Row key={user.id}>
              <Table.Cell fontWeight="medium">{fullName(user)}</Table.Cell>
              <Table.Cell>{user.email}</Table.Cell>
              <Table.Cell>{user.companyName ?? '—'}</Table.Cell>
              <Table.Cell>{COMPANY_USER_ROLE_LABELS[user.role]}</Table.Cell>
              <Table.Cell>
                <StatusBadge active={user.active} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <ActAsButton user={user} pendingUserId={props.pendingUserId} onActAs={props.onActAs} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
