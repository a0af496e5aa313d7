import { Button, Field, Flex, Stack, Text, Textarea, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import { useModals } from '../../../shared/modals/modalContext';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { characterCount } from '../../../ui/textLimit';
import { useMutationForm } from '../../../ui/useMutationForm';
import { evictInboxLists } from '../inboxCache';

export const ReplyToThreadDocument = graphql(`
  mutation ReplyToThread($input: ReplyInput!) {
    replyToThread(input: $input) {
      message {
        id
      }
      thread {
        id
        lastMessageAt
        messageCount
        unreadCount
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export interface ReplyBoxProps {
  threadId: string;
  /** Who the reply goes to, for spec §4's "message replied" modal. */
  recipientName: string;
}

const BODY_MAX = FIELD_LIMITS.ReplyBody.body;

/**
 * The reply: a textarea with a live count against 10,000 characters. Sent, it empties and spec
 * §4's "message replied" modal opens; refused (not allowed, too many messages, invalid, offline),
 * the reason shows and the typed text stays.
 */
export function ReplyBox({ threadId, recipientName }: ReplyBoxProps) {
  const modals = useModals();
  const [body, setBody] = useState('');
  const form = useMutationForm(ReplyToThreadDocument, {
    payload: (data) => data.replyToThread,
    accept: (payload) => Boolean(payload.message),
    fields: ['body'],
    update(cache) {
      // The thread's pages of messages shift by one: they are read again, as are the lists.
      cache.evict({ id: cache.identify({ __typename: 'MessageThread', id: threadId }), fieldName: 'messages' });
      evictInboxLists(cache);
    },
  });
  const count = characterCount(body);
  const over = count > BODY_MAX;
  const fieldError = form.fieldErrors.body;
  const empty = body.trim().length === 0;

  async function send() {
    if (empty || over) return;
    if ('errors' in (await form.send({ input: { threadId, body } }))) return;
    setBody('');
    modals.open('messageReplied', { recipientName });
  }

  return (
    <Stack
      as="form"
      gap={2}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <ErrorAlerts messages={form.errors} />
      <Field.Root invalid={over || Boolean(fieldError)}>
        <Flex w="full" justify="space-between" align="baseline">
          <Field.Label>Your reply</Field.Label>
          <Text fontSize="xs" color={over ? 'fg.error' : 'fg.muted'} fontVariantNumeric="tabular-nums">
            <span aria-hidden="true">{`${count.toLocaleString('en-US')} / ${BODY_MAX.toLocaleString('en-US')}`}</span>
            <VisuallyHidden>{`${count} of ${BODY_MAX} characters`}</VisuallyHidden>
          </Text>
        </Flex>
        <Textarea
          name="body"
          rows={4}
          autoresize
          maxH="20lh"
          value={body}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={(event) => {
            // Ctrl/Cmd+Enter sends, as in mail clients; Enter alone keeps adding lines.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              void send();
            }
          }}
        />
        {over ? (
          <Field.ErrorText>{`Your reply must be at most ${BODY_MAX.toLocaleString('en-US')} characters.`}</Field.ErrorText>
        ) : null}
        {fieldError ? <Field.ErrorText>{fieldError}</Field.ErrorText> : null}
        <Field.HelperText>Plain text; links become clickable. Ctrl+Enter sends.</Field.HelperText>
      </Field.Root>
      <Button type="submit" alignSelf="flex-end" loading={form.loading} disabled={empty || over}>
        Send reply
      </Button>
    </Stack>
  );
}
