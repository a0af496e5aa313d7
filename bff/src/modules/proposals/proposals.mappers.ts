import type { RequestQuestionDto, RequestResponseDto, RequestWorkspaceDto } from './proposals.api.js';

export type RequestResponseMapper = RequestResponseDto;
export type RequestQuestionMapper = RequestQuestionDto;
/** The api's flags, plus whether anyone is signed in (visitors get all false without an api call). */
export type RequestWorkspaceMapper = RequestWorkspaceDto & { signedIn: boolean };
