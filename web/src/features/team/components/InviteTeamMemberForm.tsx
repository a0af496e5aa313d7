import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { graphql } from '../../../__generated__';
import { useBrand } from '../../../shared/config/appConfigContext';
import { useViewer } from '../../../shared/session/useViewer';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { SubmitRow } from '../../../ui/FormField';
import { TextField } from '../../../ui/TextField';
import { useMutationForm } from '../../../ui/useMutationForm';
import { INVITE_LIMITS, validateInvite } from '../inviteValidation';
import type { InviteFields } from '../inviteValidation';

export const InviteTeamMemberFormDocument = graphql(`
  mutation InviteTeamMemberForm($input: InviteTeamMemberInput!) {
    inviteTeamMember(input: $input) {
      invite {
        email
        expiresAt
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export interface InviteTeamMemberFormProps {
  subscriptionId: string;
}

/** Invite someone by email to the team, with a subject and a text of the sender's choosing. */
export function InviteTeamMemberForm({ subscriptionId }: InviteTeamMemberFormProps) {
  const brand = useBrand();
  const viewer = useViewer();
  const company = viewer?.user?.company?.name ?? 'our company';
  const defaults: InviteFields = {
    email: '',
    subject: `Join ${company} on ${brand}`,
    text: `Hello,\n\nI'd like you to join ${company}'s team on ${brand}, where we find and work with clinical-research partners.\n\nBest regards,\n${viewer?.user ? `${viewer.user.firstName} ${viewer.user.lastName}` : ''}`.trimEnd(),
  };
  const [fields, setFields] = useState<InviteFields>(defaults);
  const form = useMutationForm(InviteTeamMemberFormDocument, {
    payload: (data) => data.inviteTeamMember,
    accept: (payload) => Boolean(payload.invite),
    fields: ['email', 'subject', 'text'],
  });
  const set = (field: keyof InviteFields) => (value: string) =>
    setFields((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateInvite(fields);
    form.clear();
    if (Object.keys(invalid).length > 0) return form.setFieldErrors(invalid);
    const input = {
      subscriptionId,
      email: fields.email.trim(),
      subject: fields.subject.trim(),
      text: fields.text.trim(),
    };
    const outcome = await form.send({ input });
    if ('errors' in outcome || !outcome.ok.invite) return;
    form.setNotice(`Invitation sent to ${outcome.ok.invite.email}.`);
    setFields(defaults);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap={4} maxW="2xl">
        <Text color="fg.muted">
          Someone not on {brand} yet? We’ll email them your message with a link to join your team. Invitations last 30
          days.
        </Text>
        <ErrorAlerts messages={form.errors} />
        <TextField
          label="Email"
          name="inviteEmail"
          type="email"
          autoComplete="off"
          maxLength={INVITE_LIMITS.email}
          value={fields.email}
          error={form.fieldErrors.email}
          onChange={set('email')}
        />
        <TextField
          label="Subject"
          name="inviteSubject"
          maxLength={INVITE_LIMITS.subject}
          value={fields.subject}
          error={form.fieldErrors.subject}
          onChange={set('subject')}
        />
        <TextField
          label="Message"
          name="inviteText"
          multiline
          rows={6}
          maxLength={INVITE_LIMITS.text}
          value={fields.text}
          error={form.fieldErrors.text}
          onChange={set('text')}
        />
        <SubmitRow label="Send invitation" loading={form.loading} notice={form.notice} noticeColor="fg.success" />
      </Stack>
    </form>
  );
}
