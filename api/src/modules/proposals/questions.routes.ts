import { Type } from 'typebox';
import { requireUser } from '../../auth/auth.hooks.js';
import { notFound } from '../../errors.js';
import type { ApiInstance } from '../../http/types.js';
import { billingDeps } from '../subscription/index.js';
import { asMember, type Member, writer } from './proposals.access.js';
import { PROPOSAL_LIMITS } from './proposals.limits.js';
import { AnswerBody, QuestionBody, QuestionParams, RequestIdParams, RequestQuestionDto } from './proposals.schemas.js';
import { answerQuestion, askQuestion, listQuestions } from './questions.service.js';

const tags = ['proposals'];
const config = { auth: 'user' as const };

export async function questionRoutes(app: ApiInstance): Promise<void> {
  const { db } = app.deps;
  const billing = billingDeps(app);
  const one = async (member: Member, requestId: number, questionId: number) => {
    const found = (await listQuestions(db, member, requestId)).find((question) => question.id === questionId);
    if (!found) throw notFound();
    return found;
  };

  app.get(
    '/v1/requests/:id/questions',
    {
      config,
      schema: {
        tags,
        summary: "A request's questions the caller may read (oldest first)",
        description:
          'The poster sees all, with the asking company; others see answered questions (asker hidden) and their own company’s unanswered ones.',
        params: RequestIdParams,
        response: { 200: Type.Array(RequestQuestionDto) },
      },
    },
    async (request) => listQuestions(db, asMember(requireUser(request).user), request.params.id),
  );

  app.post(
    '/v1/requests/:id/questions',
    {
      config: {
        ...config,
        fieldMessages: {
          question: `Your question must be 1 to ${PROPOSAL_LIMITS.question.toLocaleString('en-US')} characters.`,
        },
      },
      schema: {
        tags,
        summary: 'Ask the poster a question (other companies, while the request accepts responses)',
        params: RequestIdParams,
        body: QuestionBody,
        response: { 201: RequestQuestionDto },
      },
    },
    async (request, reply) => {
      const member = writer(requireUser(request));
      const id = await askQuestion(app.deps, billing, member, request.params.id, request.body.question);
      return reply.status(201).send(await one(member, request.params.id, id));
    },
  );

  app.put(
    '/v1/requests/:id/questions/:questionId/answer',
    {
      config: {
        ...config,
        fieldMessages: {
          answer: `Your answer must be 1 to ${PROPOSAL_LIMITS.answer.toLocaleString('en-US')} characters.`,
        },
      },
      schema: {
        tags,
        summary: "Answer a question once (the poster's company); the answer is public to the request's viewers",
        description: 'Refusal: 409 AlreadyAnswered.',
        params: QuestionParams,
        body: AnswerBody,
        response: { 200: RequestQuestionDto },
      },
    },
    async (request) => {
      const member = writer(requireUser(request));
      const ids = { requestId: request.params.id, questionId: request.params.questionId };
      await answerQuestion(app.deps, member, ids, request.body.answer);
      return one(member, ids.requestId, ids.questionId);
    },
  );
}
