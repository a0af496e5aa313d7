import type { RequestQuestionDto, RequestResponseDto, RequestWorkspaceDto } from './proposals.api.js';

/** A response as the api answers it. */
export function buildResponse(overrides: Partial<RequestResponseDto> = {}): RequestResponseDto {
  return {
    id: 1,
    requestId: 7,
    company: {
      id: 3,
      name: 'Meridian Clinical Research',
      alias: 'meridian',
      logoUrl: null,
      roleName: 'CRO',
      country: 'United States',
    },
    message: 'We run twelve oncology sites.',
    excerpt: 'We run twelve oncology sites.',
    timeline: '8 weeks',
    price: 12500,
    status: 'SUBMITTED',
    declineReason: null,
    posterRating: null,
    isContractedPartner: false,
    threadId: 40,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function buildQuestion(overrides: Partial<RequestQuestionDto> = {}): RequestQuestionDto {
  return {
    id: 1,
    requestId: 7,
    question: 'Is the central lab chosen?',
    answer: null,
    askedAt: '2026-11-20T10:00:00.000Z',
    answeredAt: null,
    askedByMyCompany: false,
    askerCompany: null,
    ...overrides,
  };
}

export function buildWorkspace(overrides: Partial<RequestWorkspaceDto> = {}): RequestWorkspaceDto {
  return {
    requestId: 7,
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
    responseCount: null,
    unansweredQuestions: null,
    ...overrides,
  };
}
