import { Badge, Button, Table, VisuallyHidden } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { COMPANY_USER_ROLE_LABELS, fullName } from '../../../shared/user/userLabels';

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

/** The users an admin may act as, one "Act as" button per row. */
export function ImpersonationTargetsTable(props: ImpersonationTargetsTableProps) {
  const users = getFragmentData(ImpersonationTargetsTableFragment, props.users);
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
          {users.map((user) => {
            const name = fullName(user);
            return (
              <Table.Row key={user.id}>
                <Table.Cell fontWeight="medium">{name}</Table.Cell>
                <Table.Cell>{user.email}</Table.Cell>
                <Table.Cell>{user.companyName ?? '—'}</Table.Cell>
                <Table.Cell>{COMPANY_USER_ROLE_LABELS[user.role]}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={user.active ? 'green' : 'gray'}>{user.active ? 'Active' : 'Inactive'}</Badge>
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Button
                    size="xs"
                    variant="outline"
                    loading={props.pendingUserId === user.id}
                    disabled={props.pendingUserId !== null}
                    onClick={() => props.onActAs(user.id)}
                  >
                    Act as {name}
                  </Button>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
