import { Badge, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { RequestQuestionsSectionQuery } from '../../../__generated__/graphql';
import { formatDate } from '../../../shared/format/dates';

export type QuestionRow = NonNullable<RequestQuestionsSectionQuery['requestQuestions']>[number];

export interface QuestionItemProps {
  question: QuestionRow;
  /** The poster's answer box under an unanswered question. */
  answerForm?: ReactNode;
}

/** A question and its answer; the asking company is named to the poster only (the api decides). */
export function QuestionItem({ question, answerForm }: QuestionItemProps) {
  const asked = formatDate(question.askedAt);
  return (
    <Stack as="li" gap={2} borderBottomWidth="1px" pb={4}>
      <Text fontWeight="semibold" whiteSpace="pre-wrap" overflowWrap="anywhere">
        {`Q: ${question.question}`}
      </Text>
      <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
        {[question.askerCompany ? `Asked by ${question.askerCompany.name}` : null, asked ? `on ${asked}` : null]
          .filter(Boolean)
          .join(' ')}
      </Text>
      {question.answer ? (
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">{`A: ${question.answer}`}</Text>
      ) : (
        <Badge alignSelf="flex-start">
          {question.askedByMyCompany ? 'Your question: waiting for an answer' : 'Waiting for an answer'}
        </Badge>
      )}
      {answerForm}
    </Stack>
  );
}
