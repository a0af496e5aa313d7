import { Button, HStack, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { FormNotice } from '../../../ui/FormField';
import { TextField } from '../../../ui/TextField';
import { useFormFeedback } from '../../../ui/useMutationForm';

export const ReplyToReviewDocument = graphql(`
  mutation ReplyToReview($id: ID!, $reply: String!) {
    replyToReview(id: $id, reply: $reply) {
      review {
        id
        reported
        hidden
        ...ReviewItem_review
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const RemoveReviewReplyDocument = graphql(`
  mutation RemoveReviewReply($id: ID!) {
    removeReviewReply(id: $id) {
      review {
        id
        reported
        hidden
        ...ReviewItem_review
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** The public reply to one review: write, change or remove it (the review's cache entry updates). */
export function ReplyForm({ reviewId, reply, title }: { reviewId: string; reply: string | null; title: string }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(reply ?? '');
  const [save, saving] = useMutation(ReplyToReviewDocument);
  const [remove, removing] = useMutation(RemoveReviewReplyDocument);
  const feedback = useFormFeedback<'reply'>();

  if (!editing) {
    return (
      <Stack gap={2}>
        <HStack gap={2} wrap="wrap">
          <Button
            size="xs"
            variant="outline"
            onClick={() => {
              setText(reply ?? '');
              setEditing(true);
            }}
          >
            {reply ? 'Edit reply' : 'Reply'}
          </Button>
          {reply ? (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              loading={removing.loading}
              onClick={() =>
                void feedback.run(async () => (await remove({ variables: { id: reviewId } })).data?.removeReviewReply, {
                  done: 'Your reply has been removed.',
                })
              }
            >
              Remove reply
            </Button>
          ) : null}
        </HStack>
        <ErrorAlerts messages={feedback.errors} />
        <FormNotice message={feedback.notice} />
      </Stack>
    );
  }
  return (
    <Stack
      as="form"
      gap={2}
      onSubmit={(event) => {
        event.preventDefault();
        void feedback
          .run(async () => (await save({ variables: { id: reviewId, reply: text } })).data?.replyToReview, {
            fields: ['reply'],
            done: 'Your reply has been published.',
          })
          .then((outcome) => {
            if ('ok' in outcome) setEditing(false);
          });
      }}
    >
      <TextField
        label={`Public reply to "${title}"`}
        name="reply"
        multiline
        rows={3}
        value={text}
        onChange={setText}
        maxLength={FIELD_LIMITS.ReviewReplyBody.reply}
        error={feedback.fieldErrors.reply}
      />
      <ErrorAlerts messages={feedback.errors} />
      <HStack gap={2}>
        <Button type="submit" size="sm" loading={saving.loading}>
          Publish reply
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
