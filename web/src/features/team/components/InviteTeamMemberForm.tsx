import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { graphql } from '../../../__generated__';
import { useBrand } from '../../../shared/config/appConfigContext';
import { errorMessages, GENERIC_ERROR_MESSAGE } from '../../../shared/errorMessages';
import { useViewer } from '../../../shared/session/useViewer';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { TextField } from '../../../ui/TextField';
import { INVITE_LIMITS, validateInvite } from '../inviteValidation';
import type { InviteErrors, InviteFields } from '../inviteValidation';

export const InviteTeamMemberFormDocument = graphql(`
  mutation InviteTeamMemberForm($input: InviteTeamMemberInput!) {
    inviteTeamMember(input: $input) {
      invite {
        email
        expiresAt
      }
      errors {
        code
        field
        message
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
  const [fieldErrors, setFieldErrors] = useState<InviteErrors>({});
  const [errors, setErrors] = useState<string[]>([]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [invite, inviting] = useMutation(InviteTeamMemberFormDocument);
  const set = (field: keyof InviteFields) => (value: string) =>
    setFields((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors([]);
    setSentTo(null);
    const invalid = validateInvite(fields);
    setFieldErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    const input = {
      subscriptionId,
      email: fields.email.trim(),
      subject: fields.subject.trim(),
      text: fields.text.trim(),
    };
    try {
      const { data } = await invite({ variables: { input } });
      const payload = data?.inviteTeamMember;
      if (payload?.invite) {
        setSentTo(payload.invite.email);
        setFields(defaults);
      } else if (payload && payload.errors.length > 0) {
        const byField = (field: keyof InviteFields) => payload.errors.find((item) => item.field === field)?.message;
        setFieldErrors({ email: byField('email'), subject: byField('subject'), text: byField('text') });
        setErrors(
          payload.errors
            .filter((item) => !['email', 'subject', 'text'].includes(item.field ?? ''))
            .map((item) => item.message),
        );
      } else {
        setErrors([GENERIC_ERROR_MESSAGE]);
      }
    } catch (caught) {
      setErrors(errorMessages(caught));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap={4} maxW="2xl">
        <Text color="fg.muted">
          Someone not on {brand} yet? We’ll email them your message with a link to join your team. Invitations last 30
          days.
        </Text>
        {errors.map((message) => (
          <ErrorAlert key={message} message={message} />
        ))}
        <TextField
          label="Email"
          name="inviteEmail"
          type="email"
          autoComplete="off"
          maxLength={INVITE_LIMITS.email}
          value={fields.email}
          error={fieldErrors.email}
          onChange={set('email')}
        />
        <TextField
          label="Subject"
          name="inviteSubject"
          maxLength={INVITE_LIMITS.subject}
          value={fields.subject}
          error={fieldErrors.subject}
          onChange={set('subject')}
        />
        <TextField
          label="Message"
          name="inviteText"
          multiline
          rows={6}
          maxLength={INVITE_LIMITS.text}
          value={fields.text}
          error={fieldErrors.text}
          onChange={set('text')}
        />
        <Stack direction={{ base: 'column', sm: 'row' }} gap={4} align={{ base: 'stretch', sm: 'center' }}>
          <Button type="submit" loading={inviting.loading}>
            Send invitation
          </Button>
          <Text role="status" color="fg.success" fontWeight="medium">
            {sentTo ? `Invitation sent to ${sentTo}.` : ''}
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}
