import { Button, Field, Flex, Stack, Text, Textarea, VisuallyHidden } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import { useModals } from '../../../shared/modals/modalContext';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { characterCount } from '../../../ui/textLimit';
import { evictInboxLists } from '../inboxCache';
import { BODY_MAX } from '../messagingLimits';
import { sendOutcome } from '../messagingErrors';
import type { UserErrorLike } from '../messagingErrors';

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
        code
        field
        message
      }
    }
  }
`);

export interface ReplyBoxProps {
  threadId: string;
  /** Who the reply goes to, for spec §4's "message replied" modal. */
  recipientName: string;
}

/**
 * The reply: a textarea with a live count against 10,000 characters. Sent, it empties and spec
 * §4's "message replied" modal opens; refused (not allowed, too many messages, invalid, offline),
 * the reason shows and the typed text stays.
 */
export function ReplyBox({ threadId, recipientName }: ReplyBoxProps) {
  const modals = useModals();
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<UserErrorLike[]>([]);
  const [reply, { loading }] = useMutation(ReplyToThreadDocument, {
    update(cache) {
      // The thread's pages of messages shift by one: they are read again, as are the lists.
      cache.evict({ id: cache.identify({ __typename: 'MessageThread', id: threadId }), fieldName: 'messages' });
      evictInboxLists(cache);
    },
  });
  const count = characterCount(body);
  const over = count > BODY_MAX;
  const empty = body.trim().length === 0;

  async function send() {
    if (empty || over) return;
    setErrors([]);
    const outcome = await sendOutcome(async () => {
      const payload = (await reply({ variables: { input: { threadId, body } } })).data?.replyToThread;
      return payload && { errors: payload.errors, value: payload.message };
    });
    if ('errors' in outcome) {
      setErrors(outcome.errors);
      return;
    }
    setBody('');
    modals.open('messageReplied', { recipientName });
  }

  const fieldError = errors.find((error) => error.field === 'body');
  return (
    <Stack
      as="form"
      gap={2}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {errors
        .filter((error) => error !== fieldError)
        .map((error) => (
          <ErrorAlert key={error.message} message={error.message} />
        ))}
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
        {fieldError ? <Field.ErrorText>{fieldError.message}</Field.ErrorText> : null}
        <Field.HelperText>Plain text; links become clickable. Ctrl+Enter sends.</Field.HelperText>
      </Field.Root>
      <Button type="submit" alignSelf="flex-end" loading={loading} disabled={empty || over}>
        Send reply
      </Button>
    </Stack>
  );
}
