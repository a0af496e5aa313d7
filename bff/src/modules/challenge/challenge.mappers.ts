import type { ResponseBody } from '../../rest/rest.contract.js';
import type { ChallengeDto, RequestChallengeDto } from './challenge.api.js';

// What the GraphQL types of challenge.graphql resolve from (found by scripts/codegen-graphql.mjs by their `Mapper` suffix).
export type ChallengeMapper = ChallengeDto;
export type ChallengePageMapper = ResponseBody<'get', '/challenges'>;
export type RequestChallengeMapper = RequestChallengeDto;
