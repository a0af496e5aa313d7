import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderRoutes } from '../../../test/renderRoutes';
import {
  buildQuestion,
  buildWorkspace,
  loadedRegion,
  posterWorkspace,
  questionsSectionMock,
  typed,
  REQUEST_ID,
} from '../responses/proposalsMocks';
import {
  RequestQuestionsSection,
  RequestQuestionsSectionAnswerDocument,
  RequestQuestionsSectionAskDocument,
} from './RequestQuestionsSection';

const viewer = buildViewer({ permissions: ['MEMBER_DASHBOARD', 'REQUESTS'] });

function show(mocks: MockLink.MockedResponse[]) {
  renderRoutes(
    `/requests/${REQUEST_ID}`,
    [{ path: '/requests/:id', element: <RequestQuestionsSection requestId={REQUEST_ID} /> }],
    [appViewerMock(viewer), ...mocks],
  );
}

const payload = (
  field: string,
  errors: { code: string; field: string | null; message: string }[],
  question: object | null,
) => ({
  data: {
    [field]: {
      __typename: 'RequestQuestionPayload',
      question,
      errors: errors.map((error) => ({ __typename: 'UserError', ...error })),
    },
  },
});

describe('RequestQuestionsSection', () => {
  it('shows answered questions without the asker, and keeps a refused question where it was typed', async () => {
    const conflict = 'This request no longer accepts questions.';
    show([
      questionsSectionMock(buildWorkspace(), [
        buildQuestion({ answer: 'Yes: Meridian Labs.', answeredAt: '2026-11-21T10:00:00.000Z' }),
        buildQuestion({ id: '12', question: 'Which countries first?', askedByMyCompany: true }),
      ]),
      {
        request: {
          query: RequestQuestionsSectionAskDocument,
          variables: { input: { requestId: REQUEST_ID, question: 'Is there a budget?' } },
        },
        result: payload('askRequestQuestion', [{ code: 'CONFLICT', field: 'question', message: conflict }], null),
      },
    ]);
    const section = await loadedRegion('Questions and answers');
    expect(await within(section).findByText('A: Yes: Meridian Labs.')).toBeDefined();
    expect(within(section).queryByText(/Asked by/)).toBeNull();
    expect(within(section).getByText('Your question: waiting for an answer')).toBeDefined();
    // The asker is told who sees their company's name: the poster, and nobody else.
    expect(within(section).getByText(/^The poster sees that your company asked\. /)).toBeDefined();
    const box = within(section).getByRole('textbox', { name: 'Ask the poster a question' });
    fireEvent.change(box, { target: { value: 'Is there a budget?' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Ask question' }));
    expect(await within(section).findByText(conflict)).toBeDefined();
    expect(box).toHaveProperty('value', 'Is there a budget?');
  });

  it('shows the poster who asked, and an answer box under each waiting question', async () => {
    const waiting = buildQuestion({
      askerCompany: typed('QuestionAskerCompany', { id: '3', name: 'Meridian Clinical Research' }),
    });
    show([
      questionsSectionMock(posterWorkspace(), [waiting]),
      {
        request: {
          query: RequestQuestionsSectionAnswerDocument,
          variables: { input: { requestId: REQUEST_ID, questionId: '11', answer: 'Yes.' } },
        },
        result: payload('answerRequestQuestion', [], {
          __typename: 'RequestQuestion',
          id: '11',
          answer: 'Yes.',
          answeredAt: '2026-11-21T10:00:00.000Z',
        }),
      },
    ]);
    const section = await loadedRegion('Questions and answers');
    expect(await within(section).findByText(/Asked by Meridian Clinical Research/)).toBeDefined();
    expect(within(section).queryByLabelText('Ask the poster a question')).toBeNull();
    expect(within(section).getByText(/only your company sees who asked/)).toBeDefined();
    const answer = within(section).getByRole('textbox', { name: 'Your answer' });
    fireEvent.click(within(section).getByRole('button', { name: 'Publish answer' }));
    expect(await within(section).findByText('Write your answer.')).toBeDefined();
    fireEvent.change(answer, { target: { value: 'Yes.' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Publish answer' }));
    expect(await within(section).findByText('A: Yes.')).toBeDefined();
  });

  it('tells a member without a plan that the Q&A is for plans', async () => {
    show([questionsSectionMock(buildWorkspace({ hasPlan: false, canAsk: false }), [])]);
    expect(
      await screen.findByText('Questions and answers are shown to members with a Trialbridge plan.'),
    ).toBeDefined();
  });
});
