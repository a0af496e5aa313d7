import type { MockLink } from '@apollo/client/testing';
import type { RequestInput, RequestResponseSort, RequestStatus } from '../../../__generated__/graphql';
import {
  RequestQuestionsSectionAnswerDocument,
  RequestQuestionsSectionAskDocument,
  RequestQuestionsSectionDocument,
} from '../questions/RequestQuestionsSection';
import { RequestEditDocument } from '../pages/RequestFormPage';
import { RequestPageDocument } from '../pages/RequestPage';
import { RequestsPageDocument } from '../pages/RequestsPage';
import {
  CloseRequestDocument,
  CreateRequestDocument,
  DeleteRequestDocument,
  PublishRequestDocument,
  UpdateRequestDocument,
} from '../requestMutations';
import { MyResponseWithdrawDocument } from '../responses/MyResponseCard';
import { buildQuestion, buildResponse, buildWorkspace, REQUEST_ID, typed } from '../responses/proposalsMocks';
import { RequestResponsesSectionDocument } from '../responses/RequestResponsesSection';
import { RespondFormRespondDocument, RespondFormUpdateDocument } from '../responses/RespondForm';
import { ResponseGridDocument } from '../responses/ResponseGrid';
import {
  ResponseGridAwardDocument,
  ResponseGridDeclineDocument,
  ResponseGridRateDocument,
  ResponseGridShortlistDocument,
  ResponseGridUnshortlistDocument,
} from '../responses/useResponseDecisions';
import { buildRequest, buildSummary, filterOptionsMock, formOptionsMock } from './requestsMocks';

type Response = ReturnType<typeof buildResponse>;

/** What the fake server holds: the viewer's view of one request (id REQUEST_ID) and its company's other requests. */
export interface RequestState {
  /** The viewer's company posted it (else the viewer's company may respond). */
  poster: boolean;
  /** Null once deleted (or before it is created). */
  request: ReturnType<typeof buildRequest> | null;
  /** Every response (the viewer's own is `mine`). */
  responses: Response[];
  mine: string | null;
  questions: ReturnType<typeof buildQuestion>[];
  /** The viewer company's other requests, on the lists. */
  others: ReturnType<typeof buildSummary>[];
}

export const requestState = (overrides: Partial<RequestState> = {}): RequestState => ({
  poster: true,
  request: buildRequest({ id: REQUEST_ID, isOwnCompany: true, canEdit: true, responseCount: 0 }),
  responses: [],
  mine: null,
  questions: [],
  others: [buildSummary({ id: 'request-2', title: 'Data management for HLX-7', isOwnCompany: true })],
  ...overrides,
});

const forever = { maxUsageCount: Number.POSITIVE_INFINITY };
const any = () => true;
const clone = <T>(value: T): T => structuredClone(value);
const BY: Record<RequestResponseSort, (a: Response, b: Response) => number> = {
  CREATED_AT_ASC: (a, b) => a.createdAt.localeCompare(b.createdAt),
  CREATED_AT_DESC: (a, b) => b.createdAt.localeCompare(a.createdAt),
  PRICE_ASC: (a, b) => (a.price ?? Infinity) - (b.price ?? Infinity),
  PRICE_DESC: (a, b) => (b.price ?? -Infinity) - (a.price ?? -Infinity),
  RATING_DESC: (a, b) => (b.posterRating ?? 0) - (a.posterRating ?? 0),
  RATING_ASC: (a, b) => (a.posterRating ?? 6) - (b.posterRating ?? 6),
};

/**
 * The requests and proposals part of the bff as a test's server: the request's page, its
 * sections, the grid and the lists answer the state as it is when asked; each mutation changes
 * it as the api would and answers what the app selects.
 */
export function fakeRequest(state: RequestState): MockLink.MockedResponse[] {
  const status = (): RequestStatus => (state.request?.status as RequestStatus | undefined) ?? 'DRAFT';
  const open = () => status() === 'OPEN';
  const mine = () => state.responses.find((item) => item.id === state.mine) ?? null;
  const found = (id: unknown) => state.responses.find((item) => item.id === id);
  const request = () =>
    state.request && {
      closedAt: null,
      ...clone(state.request),
      responseCount: state.responses.length,
      canEdit: state.poster && (status() === 'DRAFT' || status() === 'OPEN'),
      acceptsResponses: open(),
    };
  const workspace = () =>
    state.poster
      ? buildWorkspace({ isPoster: true, canRespond: false, canAsk: false, canManage: true, acceptsResponses: open() })
      : buildWorkspace({
          acceptsResponses: open(),
          canRespond: open() && !state.mine,
          canAsk: open(),
          canChangeResponse: open() && mine()?.status !== 'DECLINED' && Boolean(state.mine),
          myResponse: clone(mine()),
        });
  const withAward = () => ({ ...workspace(), canAward: state.poster && (open() || status() === 'CLOSED') });
  const summaries = () => [
    ...(state.request
      ? [
          buildSummary({
            id: state.request.id,
            title: state.request.title,
            status: state.request.status,
            isOwnCompany: state.poster,
            responseCount: state.responses.length,
          }),
        ]
      : []),
    ...state.others,
  ];
  const answer = (field: string, value: object) => ({ data: { [field]: value } });
  const requestPayload = (field: string) =>
    answer(field, { __typename: 'RequestPayload', request: request(), errors: [] });
  const responsePayload = (field: string, response: Response | null | undefined) =>
    answer(field, { __typename: 'RequestResponsePayload', response: clone(response ?? null), errors: [] });
  const setStatus = (next: RequestStatus) => {
    if (state.request) Object.assign(state.request, { status: next, version: state.request.version + 1 });
  };
  const decide = (id: unknown, next: Response['status']) => {
    const response = found(id);
    if (response) response.status = next;
    return response;
  };
  const mock = (query: MockLink.MockedResponse['request']['query'], result: (vars: never) => object) => {
    // A query asked again answers after the change's own answer has long been shown, as on a
    // network: what a screen shows right after a change is what the change answered.
    let asked = 0;
    return {
      request: { query, variables: any },
      result: (vars: Record<string, unknown>) => result(vars as never),
      delay: () => (asked++ === 0 ? 20 : 300),
      ...forever,
    };
  };

  return [
    formOptionsMock,
    filterOptionsMock,
    mock(RequestPageDocument, () => ({ data: { request: request() } })),
    mock(RequestEditDocument, () => ({ data: { request: request() } })),
    mock(RequestsPageDocument, () => {
      const items = summaries();
      const page = { page: 0, size: 20, totalElements: items.length, totalPages: 1 };
      return { data: { requests: { __typename: 'RequestPage', items, ...page } } };
    }),
    mock(RequestResponsesSectionDocument, () => ({ data: { requestWorkspace: withAward() } })),
    mock(RequestQuestionsSectionDocument, () => {
      const shown = state.questions.filter((item) => state.poster || item.answer || item.askedByMyCompany);
      return { data: { requestWorkspace: workspace(), requestQuestions: clone(shown) } };
    }),
    mock(ResponseGridDocument, ({ sort }: { sort: RequestResponseSort }) => {
      const items = clone([...state.responses].sort(BY[sort]));
      const page = { page: 0, size: 20, totalElements: items.length, totalPages: 1 };
      return { data: { requestResponses: typed('RequestResponsePage', { items, ...page }) } };
    }),
    mock(CreateRequestDocument, ({ input, publish }: { input: RequestInput; publish: boolean }) => {
      state.request = buildRequest({
        id: REQUEST_ID,
        title: input.title,
        description: input.description,
        status: publish ? 'OPEN' : 'DRAFT',
        isOwnCompany: true,
        version: 1,
      });
      return requestPayload('createRequest');
    }),
    mock(UpdateRequestDocument, ({ input }: { input: RequestInput }) => {
      if (state.request)
        Object.assign(state.request, {
          title: input.title,
          description: input.description,
          version: state.request.version + 1,
        });
      return requestPayload('updateRequest');
    }),
    mock(PublishRequestDocument, () => (setStatus('OPEN'), requestPayload('publishRequest'))),
    mock(CloseRequestDocument, () => (setStatus('CLOSED'), requestPayload('closeRequest'))),
    mock(DeleteRequestDocument, () => {
      state.request = null;
      return answer('deleteRequest', { __typename: 'DeleteRequestPayload', deletedId: REQUEST_ID, errors: [] });
    }),
    mock(RequestQuestionsSectionAskDocument, ({ input }: { input: { question: string } }) => {
      const asked = buildQuestion({ id: `q-${state.questions.length + 1}`, question: input.question });
      state.questions.push({ ...asked, askedByMyCompany: true });
      return answer('askRequestQuestion', { __typename: 'RequestQuestionPayload', question: asked, errors: [] });
    }),
    mock(RequestQuestionsSectionAnswerDocument, ({ input }: { input: { questionId: string; answer: string } }) => {
      const question = state.questions.find((item) => item.id === input.questionId);
      if (question) Object.assign(question, { answer: input.answer, answeredAt: '2026-11-21T09:00:00.000Z' });
      const changed = question && { __typename: 'RequestQuestion', id: question.id, answer: question.answer };
      return answer('answerRequestQuestion', {
        __typename: 'RequestQuestionPayload',
        question: changed && { ...changed, answeredAt: question.answeredAt },
        errors: [],
      });
    }),
    mock(ResponseGridShortlistDocument, ({ responseId }: { responseId: string }) =>
      responsePayload('shortlistResponse', decide(responseId, 'SHORTLISTED')),
    ),
    mock(ResponseGridUnshortlistDocument, ({ responseId }: { responseId: string }) =>
      responsePayload('unshortlistResponse', decide(responseId, 'SUBMITTED')),
    ),
    mock(ResponseGridRateDocument, ({ responseId, rating }: { responseId: string; rating: number | null }) => {
      const response = found(responseId);
      if (response) response.posterRating = rating;
      return responsePayload('rateResponse', response);
    }),
    mock(ResponseGridDeclineDocument, ({ input }: { input: { responseId: string; reason: string } }) => {
      const response = decide(input.responseId, 'DECLINED');
      if (response) response.declineReason = input.reason;
      return responsePayload('declineResponse', response);
    }),
    mock(ResponseGridAwardDocument, ({ responseId }: { responseId: string }) => {
      for (const response of state.responses)
        if (response.id !== responseId && response.status !== 'DECLINED') response.status = 'NOT_AWARDED';
      setStatus('AWARDED');
      return responsePayload('awardResponse', decide(responseId, 'AWARDED'));
    }),
    mock(RespondFormRespondDocument, ({ input }: { input: { message: string; timeline: string; price: number } }) => {
      const response = buildResponse({
        id: 'mine',
        ...input,
        excerpt: input.message,
        createdAt: '2026-11-22T09:00:00Z',
      });
      state.responses.push(response);
      state.mine = response.id;
      return responsePayload('respondToRequest', response);
    }),
    mock(RespondFormUpdateDocument, ({ input }: { input: { message: string; timeline: string; price: number } }) => {
      const response = mine();
      if (response) Object.assign(response, { ...input, excerpt: input.message });
      return responsePayload('updateMyResponse', response);
    }),
    mock(MyResponseWithdrawDocument, () => {
      state.responses = state.responses.filter((item) => item.id !== state.mine);
      state.mine = null;
      return answer('withdrawMyResponse', { __typename: 'WithdrawResponsePayload', withdrawn: true, errors: [] });
    }),
  ];
}
