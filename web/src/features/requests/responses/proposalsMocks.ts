// Test data of the responses and questions sections: GraphQL answers as the bff sends them.
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import type { RequestQuestionsSectionQuery, ResponseFields_ResponseFragment } from '../../../__generated__/graphql';
import { RequestQuestionsSectionDocument } from '../questions/RequestQuestionsSection';
import { RequestResponsesSectionDocument } from './RequestResponsesSection';
import { GRID_PAGE_SIZE, ResponseGridDocument } from './ResponseGrid';

export const REQUEST_ID = '7';

/**
 * A section once its data has loaded: its heading shows at once, its content after the query
 * answers (a slow machine took longer than one lookup's wait), and a loaded section is not busy.
 */
export async function loadedRegion(name: string): Promise<HTMLElement> {
  const section = await screen.findByRole('region', { name });
  await waitFor(
    () => {
      if (section.querySelector('[aria-busy="true"]')) throw new Error(`${name} is still loading`);
    },
    { timeout: 5_000 },
  );
  return section;
}

/** An object as the bff answers it, with its GraphQL type name (the generated types leave it out). */
export const typed = <T extends object>(__typename: string, value: T): T => ({ __typename, ...value });

type Response = ResponseFields_ResponseFragment & { __typename: 'RequestResponse' };

export function buildResponse(overrides: Partial<Response> = {}): Response {
  return {
    __typename: 'RequestResponse',
    id: '1',
    requestId: REQUEST_ID,
    message: 'We run twelve oncology sites with HER2-low experience.',
    excerpt: 'We run twelve oncology sites with HER2-low experience.',
    timeline: 'First patient in 8 weeks',
    price: 12500,
    status: 'SUBMITTED',
    declineReason: null,
    posterRating: null,
    isContractedPartner: false,
    threadId: '40',
    createdAt: '2026-11-20T10:00:00.000Z',
    company: typed('ResponderCompany', {
      id: '3',
      name: 'Meridian Clinical Research',
      alias: 'meridian-clinical-research',
      roleName: 'CRO',
      country: 'United States',
    }),
    ...overrides,
  };
}

export interface TestWorkspace {
  signedIn: boolean;
  isPoster: boolean;
  acceptsResponses: boolean;
  canRespond: boolean;
  respondBlockedReason: string | null;
  canAsk: boolean;
  askBlockedReason: string | null;
  canManage: boolean;
  canAward: boolean;
  canChangeResponse: boolean;
  hasPlan: boolean;
  explorerResponsesLeft: number | null;
  myResponse: Response | null;
}

/** A signed-in member of another company who may respond and ask. */
export function buildWorkspace(overrides: Partial<TestWorkspace> = {}) {
  return {
    __typename: 'RequestWorkspace' as const,
    id: REQUEST_ID,
    requestId: REQUEST_ID,
    signedIn: true,
    isPoster: false,
    acceptsResponses: true,
    canRespond: true,
    respondBlockedReason: null,
    canAsk: true,
    askBlockedReason: null,
    canManage: false,
    canAward: false,
    canChangeResponse: false,
    hasPlan: true,
    explorerResponsesLeft: null,
    myResponse: null,
    ...overrides,
  };
}

/** The poster's company, free to decide. */
export const posterWorkspace = () =>
  buildWorkspace({ isPoster: true, canRespond: false, canAsk: false, canManage: true, canAward: true });

/** The responses section's query answering `workspace` (each answer once, in order, then the last forever). */
export function responsesSectionMocks(...workspaces: ReturnType<typeof buildWorkspace>[]): MockLink.MockedResponse[] {
  return workspaces.map((workspace, index) => ({
    request: { query: RequestResponsesSectionDocument, variables: { requestId: REQUEST_ID } },
    result: { data: { requestWorkspace: workspace } },
    ...(index === workspaces.length - 1 ? { maxUsageCount: Number.POSITIVE_INFINITY } : {}),
  }));
}

export function gridMock(
  items: Response[],
  sort = 'CREATED_AT_ASC',
  totalElements = items.length,
): MockLink.MockedResponse {
  return {
    request: { query: ResponseGridDocument, variables: { requestId: REQUEST_ID, page: 0, size: GRID_PAGE_SIZE, sort } },
    result: {
      data: {
        requestResponses: {
          __typename: 'RequestResponsePage',
          page: 0,
          size: GRID_PAGE_SIZE,
          totalElements,
          totalPages: Math.ceil(totalElements / GRID_PAGE_SIZE),
          items,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

type Question = NonNullable<RequestQuestionsSectionQuery['requestQuestions']>[number];

export function buildQuestion(overrides: Partial<Question> = {}): Question {
  return typed('RequestQuestion', {
    id: '11',
    question: 'Is the central lab chosen?',
    answer: null,
    askedAt: '2026-11-20T10:00:00.000Z',
    answeredAt: null,
    askedByMyCompany: false,
    askerCompany: null,
    ...overrides,
  });
}

export function questionsSectionMock(
  workspace: ReturnType<typeof buildWorkspace>,
  questions: Question[] | null,
): MockLink.MockedResponse {
  return {
    request: { query: RequestQuestionsSectionDocument, variables: { requestId: REQUEST_ID } },
    result: { data: { requestWorkspace: workspace, requestQuestions: questions } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
