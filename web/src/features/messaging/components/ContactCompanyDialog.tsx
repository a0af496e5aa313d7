import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { graphql } from '../../../__generated__';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import { useModals } from '../../../shared/modals/modalContext';
import { LoadState } from '../../../shared/ui/LoadStates';
import { FormDialog } from '../../../ui/FormDialog';
import { TextField } from '../../../ui/TextField';
import { characterCount } from '../../../ui/textLimit';
import { hasUserErrorCode, useMutationForm } from '../../../ui/useMutationForm';
import { evictInboxLists } from '../inboxCache';
import { threadPath } from '../messagingUrls';

export const ContactAvailabilityDocument = graphql(`
  query ContactAvailability($companyId: ID!) {
    contactAvailability(companyId: $companyId) {
      canContact
      reason
      reachOutsLeft
    }
  }
`);

export const StartThreadDocument = graphql(`
  mutation StartThread($input: StartThreadInput!) {
    startThread(input: $input) {
      thread {
        id
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

const LIMITS = FIELD_LIMITS.StartThreadBody;

/** What the viewer has typed so far. */
export interface ReachOutDraft {
  subject: string;
  body: string;
}

export interface ContactCompanyDialogProps {
  open: boolean;
  onClose: () => void;
  companyId: string;
  companyName: string;
  draft: ReachOutDraft;
  onDraftChange: (draft: ReachOutDraft) => void;
}

/**
 * The reach-out form. It first asks whether the company can be contacted (unclaimed, inactive or
 * the viewer's own cannot: the reason shows, no form); then subject and message, with Explorer's
 * conversations left this month. Sent, it goes to the new thread in the inbox. Refused: Explorer's
 * limit closes it for spec §4's Explorer modal; anything else shows here, at its field when it
 * names one. The typed text is never lost.
 */
export function ContactCompanyDialog(props: ContactCompanyDialogProps) {
  const { open, onClose, companyId, companyName, draft, onDraftChange } = props;
  const navigate = useNavigate();
  const modals = useModals();
  const availability = useQuery(ContactAvailabilityDocument, {
    variables: { companyId },
    skip: !open,
    fetchPolicy: 'network-only',
  });
  const form = useMutationForm(StartThreadDocument, {
    payload: (data) => data.startThread,
    accept: (payload) => Boolean(payload.thread),
    fields: ['subject', 'body'],
    update: evictInboxLists,
  });
  const status = availability.data?.contactAvailability;

  async function send() {
    const subject = draft.subject.trim();
    if (!subject || !draft.body.trim()) {
      form.setErrors([]);
      return form.setFieldErrors({
        subject: subject ? undefined : 'Enter a subject.',
        body: draft.body.trim() ? undefined : 'Enter a message.',
      });
    }
    if (characterCount(subject) > LIMITS.subject || characterCount(draft.body.trim()) > LIMITS.body) return;
    const outcome = await form.send({ input: { toCompanyId: companyId, subject, body: draft.body } });
    if ('ok' in outcome) {
      onDraftChange({ subject: '', body: '' });
      onClose();
      if (outcome.ok.thread) void navigate(threadPath('PERSONAL', outcome.ok.thread.id));
      return;
    }
    if (hasUserErrorCode(outcome.errors, 'EXPLORER_LIMIT')) {
      // One modal at a time (spec §4): this dialog closes first; the draft stays with the button.
      onClose();
      modals.open('explorerFeatures', {});
    }
  }

  let body;
  if (!status)
    body = (
      <LoadState
        error={availability.error}
        refetch={availability.refetch}
        label="Checking whether you can contact them"
      />
    );
  else if (!status.canContact) body = <Text>{status.reason ?? `${companyName} cannot be contacted right now.`}</Text>;
  else
    body = (
      <Stack gap={4}>
        {status.reachOutsLeft !== null && status.reachOutsLeft !== undefined ? (
          <Text fontSize="sm" color="fg.muted">
            {`${status.reachOutsLeft} new ${status.reachOutsLeft === 1 ? 'conversation' : 'conversations'} left this month on Explorer.`}
          </Text>
        ) : null}
        <TextField
          label="Subject"
          name="subject"
          value={draft.subject}
          onChange={(subject) => onDraftChange({ ...draft, subject })}
          maxLength={LIMITS.subject}
          error={form.fieldErrors.subject}
        />
        <TextField
          label="Message"
          name="body"
          multiline
          rows={6}
          value={draft.body}
          onChange={(value) => onDraftChange({ ...draft, body: value })}
          maxLength={LIMITS.body}
          error={form.fieldErrors.body}
          helperText="Plain text; links become clickable. Replies arrive in your inbox."
        />
      </Stack>
    );

  return (
    <FormDialog
      open={open}
      title={`Contact ${companyName}`}
      onClose={onClose}
      onSubmit={() => void send()}
      submitLabel="Send message"
      submitting={form.loading}
      cancelLabel={status?.canContact === false ? 'Close' : 'Cancel'}
      canSubmit={status?.canContact === true}
      errors={status?.canContact ? form.errors : []}
      closeButton
      size="lg"
    >
      {body}
    </FormDialog>
  );
}
