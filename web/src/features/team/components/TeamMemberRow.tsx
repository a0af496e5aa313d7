import { Badge, Button, Stack, Switch, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { COMPANY_USER_ROLE_LABELS, fullName } from '../../../shared/user/userLabels';

export const TeamMemberRowFragment = graphql(`
  fragment TeamMemberRow_member on TeamMember {
    userId
    firstName
    lastName
    email
    jobTitle
    role
    billingAdmin
    isViewer
  }
`);

export interface TeamMemberRowProps {
  member: FragmentType<typeof TeamMemberRowFragment>;
  /** This row's change is being sent. */
  pending: boolean;
  /** Some row's change is being sent. */
  disabled: boolean;
  onBillingAdminChange: (billingAdmin: boolean) => void;
  onRemove: () => void;
}

/**
 * One team member. The viewer's own row cannot be changed here: a billing admin who switched
 * themselves off or removed themselves would lose this page in the middle of using it.
 */
export function TeamMemberRow(props: TeamMemberRowProps) {
  const member = getFragmentData(TeamMemberRowFragment, props.member);
  const name = fullName(member);
  const locked = member.isViewer || props.disabled;
  return (
    <Table.Row>
      <Table.Cell>
        <Stack gap={0}>
          <Text fontWeight="medium">
            {name}
            {member.isViewer ? (
              <Badge ms={2} size="sm" variant="subtle">
                You
              </Badge>
            ) : null}
          </Text>
          {member.jobTitle ? (
            <Text color="fg.muted" fontSize="sm">
              {member.jobTitle}
            </Text>
          ) : null}
        </Stack>
      </Table.Cell>
      <Table.Cell overflowWrap="anywhere">{member.email}</Table.Cell>
      <Table.Cell>{COMPANY_USER_ROLE_LABELS[member.role]}</Table.Cell>
      <Table.Cell>
        <Switch.Root
          checked={member.billingAdmin}
          disabled={locked}
          onCheckedChange={(details) => props.onBillingAdminChange(details.checked)}
        >
          <Switch.HiddenInput />
          <Switch.Control />
          {/* The switch is named after the member; the visible Yes/No repeats its state. */}
          <Switch.Label>
            <VisuallyHidden>{`Billing admin: ${name}`}</VisuallyHidden>
            <span aria-hidden>{member.billingAdmin ? 'Yes' : 'No'}</span>
          </Switch.Label>
        </Switch.Root>
      </Table.Cell>
      <Table.Cell textAlign="end">
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          disabled={locked}
          loading={props.pending}
          aria-label={`Remove ${name}`}
          onClick={props.onRemove}
        >
          Remove
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}
