import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import type { CompanyUserRole } from '../../../__generated__/graphql';
import { FormDialog } from '../../../ui/FormDialog';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { useMutationForm } from '../../../ui/useMutationForm';
import { INVITE_EMAIL_MAX_LENGTH, roleOf } from '../memberFilters';

export const InviteMemberDialogDocument = graphql(`
  mutation InviteMemberDialog($input: InviteMemberInput!) {
    inviteMember(input: $input) {
      invitation {
        id
        email
        expiresAt
        ...InvitationRow_invitation
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

const ROLE_OPTIONS = [
  { value: 'MEMBER', label: 'Member' },
  { value: 'COMPANY_ADMIN', label: 'Company admin' },
];

// A deliberately loose shape check: the api decides what is a valid business address.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface InviteMemberDialogProps {
  onClose: () => void;
  /** Sent: the address and when its link stops working. */
  onInvited: (invitation: { email: string; expiresAt: string }) => void;
}

/** "Invite a colleague": an address and a role; the api's refusals (371, invalid, too many) at the field. */
export function InviteMemberDialog({ onClose, onInvited }: InviteMemberDialogProps) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CompanyUserRole>('MEMBER');
  const form = useMutationForm(InviteMemberDialogDocument, {
    payload: (data) => data.inviteMember,
    accept: (payload) => Boolean(payload.invitation),
    fields: ['email', 'role'],
  });

  async function submit() {
    const address = email.trim();
    form.clear();
    if (!address) return form.setFieldErrors({ email: 'Email cannot be empty' });
    if (!EMAIL_SHAPE.test(address)) return form.setFieldErrors({ email: 'Enter a valid email address.' });
    const outcome = await form.send({ input: { email: address, role } });
    if ('ok' in outcome && outcome.ok.invitation) return onInvited(outcome.ok.invitation);
    // The limit names no field, but it is about sending to this address now: said at the field.
    const limit = 'errors' in outcome ? outcome.errors.find((error) => error.code === 'INVITATION_LIMIT') : undefined;
    if (limit) {
      form.setFieldErrors((current) => ({ ...current, email: current.email ?? limit.message }));
      form.setErrors((current) => current.filter((message) => message !== limit.message));
    }
  }

  return (
    <FormDialog
      title="Invite a colleague"
      submitLabel="Send invitation"
      submitting={form.loading}
      errors={form.errors}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <Text color="fg.muted">
        We email them a link that leads through registration straight into your company. It works for 14 days and can be
        sent again once a day.
      </Text>
      <TextField
        label="Email"
        name="inviteEmail"
        // Not type="email": the browser's own check would stop the form before ours says what is wrong.
        inputMode="email"
        autoComplete="off"
        maxLength={INVITE_EMAIL_MAX_LENGTH}
        value={email}
        error={form.fieldErrors.email}
        onChange={setEmail}
      />
      <SelectField
        label="Role"
        name="inviteRole"
        value={role}
        options={ROLE_OPTIONS}
        error={form.fieldErrors.role}
        onChange={(value) => setRole(roleOf(value) ?? 'MEMBER')}
      />
    </FormDialog>
  );
}
