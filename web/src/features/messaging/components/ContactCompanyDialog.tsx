import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../../__generated__';
import { useModals } from '../../../shared/modals/modalContext';
import { LoadState } from '../../../shared/ui/LoadStates';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { TextField } from '../../../ui/TextField';
import { evictInboxLists } from '../inboxCache';
import { sendOutcome } from '../messagingErrors';
import type { UserErrorLike } from '../messagingErrors';
import { BODY_MAX, SUBJECT_MAX } from '../messagingLimits';
import { threadPath } from '../messagingUrls';
import { characterCount } from '../../../ui/textLimit';

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
        code
        field
        message
      }
    }
  }
`);

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
  const [errors, setErrors] = useState<UserErrorLike[]>([]);
  const availability = useQuery(ContactAvailabilityDocument, {
    variables: { companyId },
    skip: !open,
    fetchPolicy: 'network-only',
  });
  const [startThread, { loading }] = useMutation(StartThreadDocument, { update: evictInboxLists });
  const status = availability.data?.contactAvailability;

  function validate(): UserErrorLike[] {
    const found: UserErrorLike[] = [];
    if (!draft.subject.trim()) found.push({ code: 'BAD_USER_INPUT', field: 'subject', message: 'Enter a subject.' });
    if (!draft.body.trim()) found.push({ code: 'BAD_USER_INPUT', field: 'body', message: 'Enter a message.' });
    return found;
  }

  async function send() {
    const invalid = validate();
    setErrors(invalid);
    if (invalid.length > 0) return;
    if (characterCount(draft.subject.trim()) > SUBJECT_MAX || characterCount(draft.body.trim()) > BODY_MAX) return;
    const input = { toCompanyId: companyId, subject: draft.subject.trim(), body: draft.body };
    const outcome = await sendOutcome(async () => {
      const payload = (await startThread({ variables: { input } })).data?.startThread;
      return payload && { errors: payload.errors, value: payload.thread };
    });
    if ('ok' in outcome) {
      onDraftChange({ subject: '', body: '' });
      onClose();
      void navigate(threadPath('PERSONAL', outcome.ok.id));
      return;
    }
    setErrors(outcome.errors);
    if (outcome.errors.some((error) => error.code === 'EXPLORER_LIMIT')) {
      // One modal at a time (spec §4): this dialog closes first; the draft stays with the button.
      onClose();
      modals.open('explorerFeatures', {});
    }
  }

  const fieldError = (field: string) => errors.find((error) => error.field === field)?.message;
  const general = errors.filter((error) => error.field !== 'subject' && error.field !== 'body');
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
        {general.map((error) => (
          <ErrorAlert key={error.message} message={error.message} />
        ))}
        <TextField
          label="Subject"
          name="subject"
          value={draft.subject}
          onChange={(subject) => onDraftChange({ ...draft, subject })}
          maxLength={SUBJECT_MAX}
          error={fieldError('subject')}
        />
        <TextField
          label="Message"
          name="body"
          multiline
          rows={6}
          value={draft.body}
          onChange={(value) => onDraftChange({ ...draft, body: value })}
          maxLength={BODY_MAX}
          error={fieldError('body')}
          helperText="Plain text; links become clickable. Replies arrive in your inbox."
        />
      </Stack>
    );

  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={3}>
          <Dialog.Content>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void send();
              }}
            >
              <Dialog.Header>
                <Dialog.Title overflowWrap="anywhere">{`Contact ${companyName}`}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{body}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="ghost" onClick={onClose}>
                  {status?.canContact === false ? 'Close' : 'Cancel'}
                </Button>
                {status?.canContact ? (
                  <Button type="submit" loading={loading}>
                    Send message
                  </Button>
                ) : null}
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
