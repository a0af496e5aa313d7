import { Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import { LoadState } from '../../../shared/ui/LoadStates';
import { SectionCard } from '../../../ui/SectionCard';
import { refusalsOf, sendOutcome } from '../../../ui/useMutationForm';
import { QuestionItem } from './QuestionItem';
import { QuestionTextForm } from './QuestionTextForm';

export const RequestQuestionsSectionDocument = graphql(`
  query RequestQuestionsSection($requestId: ID!) {
    requestWorkspace(requestId: $requestId) {
      id
      requestId
      signedIn
      isPoster
      canAsk
      askBlockedReason
      canManage
      hasPlan
    }
    requestQuestions(requestId: $requestId) {
      id
      question
      answer
      askedAt
      answeredAt
      askedByMyCompany
      askerCompany {
        id
        name
      }
    }
  }
`);

export const QuestionChangeFragment = graphql(`
  fragment QuestionChange_payload on RequestQuestionPayload {
    question {
      id
      answer
      answeredAt
    }
    errors {
      ...UserErrorFields
    }
  }
`);

export const RequestQuestionsSectionAskDocument = graphql(`
  mutation RequestQuestionsSectionAsk($input: AskRequestQuestionInput!) {
    askRequestQuestion(input: $input) {
      ...QuestionChange_payload
    }
  }
`);

export const RequestQuestionsSectionAnswerDocument = graphql(`
  mutation RequestQuestionsSectionAnswer($input: AnswerRequestQuestionInput!) {
    answerRequestQuestion(input: $input) {
      ...QuestionChange_payload
    }
  }
`);

export interface RequestQuestionsSectionProps {
  requestId: string;
}

/** Runs a question mutation: its refusals, or none once done. */
async function refusals(run: () => Promise<FragmentType<typeof QuestionChangeFragment> | null | undefined>) {
  return refusalsOf(
    await sendOutcome(
      async () => getFragmentData(QuestionChangeFragment, await run()),
      (payload) => payload.question,
    ),
  );
}

/**
 * The request's public Q&A: answered questions for everyone with a plan who sees the request (the
 * asker never named but to the poster), a company's own waiting ones, the ask form for other
 * companies while the request is open, and an answer box (once) under each waiting question for
 * the poster.
 */
export function RequestQuestionsSection({ requestId }: RequestQuestionsSectionProps) {
  const refetchQueries = ['RequestQuestionsSection'];
  const { data, error, refetch } = useQuery(RequestQuestionsSectionDocument, {
    variables: { requestId },
    fetchPolicy: 'cache-and-network',
  });
  const [ask] = useMutation(RequestQuestionsSectionAskDocument, { refetchQueries, awaitRefetchQueries: true });
  const [answer] = useMutation(RequestQuestionsSectionAnswerDocument, { refetchQueries, awaitRefetchQueries: true });
  const workspace = data?.requestWorkspace;

  let body;
  if (!data) body = <LoadState error={error} refetch={refetch} label="Loading questions" />;
  else if (!workspace) return null;
  else if (!workspace.signedIn || (!workspace.hasPlan && !workspace.isPoster))
    body = <Text>Questions and answers are shown to members with a Trialbridge plan.</Text>;
  else {
    const questions = data.requestQuestions ?? [];
    body = (
      <Stack gap={5}>
        {questions.length === 0 ? (
          <Text color="fg.muted">{workspace.isPoster ? 'No questions yet.' : 'No answered questions yet.'}</Text>
        ) : (
          <Stack as="ul" gap={4} listStyleType="none">
            {questions.map((question) => (
              <QuestionItem
                key={question.id}
                question={question}
                answerForm={
                  workspace.canManage && !question.answer ? (
                    <QuestionTextForm
                      label="Your answer"
                      name="answer"
                      maxLength={FIELD_LIMITS.AnswerBody.answer}
                      submitLabel="Publish answer"
                      emptyMessage="Write your answer."
                      helperText="Every company that sees this request reads the question and your answer, without the asker's name: only your company sees who asked. You answer once."
                      onSubmit={(text) =>
                        refusals(
                          async () =>
                            (
                              await answer({
                                variables: { input: { requestId, questionId: question.id, answer: text } },
                              })
                            ).data?.answerRequestQuestion,
                        )
                      }
                    />
                  ) : undefined
                }
              />
            ))}
          </Stack>
        )}
        {workspace.canAsk ? (
          <QuestionTextForm
            label="Ask the poster a question"
            name="question"
            maxLength={FIELD_LIMITS.QuestionBody.question}
            submitLabel="Ask question"
            emptyMessage="Write your question."
            helperText="The poster sees that your company asked. Once answered, the question and its answer are public to every company that sees this request, without your company's name."
            onSubmit={(text) =>
              refusals(
                async () =>
                  (await ask({ variables: { input: { requestId, question: text } } })).data?.askRequestQuestion,
              )
            }
          />
        ) : workspace.askBlockedReason ? (
          <Text color="fg.muted">{workspace.askBlockedReason}</Text>
        ) : null}
      </Stack>
    );
  }
  return <SectionCard title="Questions and answers">{body}</SectionCard>;
}
