import { Badge, Button, Flex, Stack, Switch, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { COMPANY_USER_ROLE_LABELS, fullName } from '../../../shared/user/userLabels';
import { DetailList } from '../../../ui/DetailList';
import { EmailText } from '../../../ui/EmailText';

export const TeamMemberRowFragment = graphql(`
  fragment TeamMemberRow_member on TeamMember {
    userId
    firstName
    lastName
    email
    jobTitle
    role
    billingAdmin
    active
    isViewer
  }
`);

export interface TeamMemberRowProps {
  member: FragmentType<typeof TeamMemberRowFragment>;
  /** This row's change is being sent. */
  pending: boolean;
  /** Some row's change is being sent. */
  disabled: boolean;
  /** A card of a list (phones) instead of a table row. */
  compact?: boolean;
  onBillingAdminChange: (billingAdmin: boolean) => void;
  onRemove: () => void;
}

/**
 * One team member, as a table row or (on phones) a card with the same controls and names. The
 * viewer's own row cannot be changed here: a billing admin who switched themselves off or removed
 * themselves would lose this page in the middle of using it.
 */
export function TeamMemberRow(props: TeamMemberRowProps) {
  const member = getFragmentData(TeamMemberRowFragment, props.member);
  const name = fullName(member);
  const locked = member.isViewer || props.disabled;

  const who = (
    <Stack gap={0}>
      <Flex as="span" gap={2} align="center" wrap="wrap" fontWeight="medium">
        <span>{name}</span>
        {member.isViewer ? (
          <Badge size="sm" variant="subtle">
            You
          </Badge>
        ) : null}
        {/* A deactivated account still counts on the team until a billing admin removes it. */}
        {member.active ? null : (
          <Badge size="sm" variant="subtle" colorPalette="orange">
            Inactive
          </Badge>
        )}
      </Flex>
      {member.jobTitle ? (
        <Text color="fg.muted" fontSize="sm">
          {member.jobTitle}
        </Text>
      ) : null}
    </Stack>
  );
  const billingAdmin = (
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
  );
  const remove = (
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
  );

  if (props.compact) {
    return (
      // relative: the switch's visually hidden label stays inside the card instead of widening the page.
      <Stack gap={3} position="relative">
        {who}
        <DetailList
          items={[
            { label: 'Email', value: <EmailText email={member.email} /> },
            { label: 'Role', value: COMPANY_USER_ROLE_LABELS[member.role] },
            { label: 'Billing admin', value: billingAdmin },
          ]}
        />
        <Flex justify="flex-end">{remove}</Flex>
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
      <Table.Cell>{billingAdmin}</Table.Cell>
      <Table.Cell textAlign="end">{remove}</Table.Cell>
    </Table.Row>
  );
}
