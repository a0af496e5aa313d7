import type { ResponseBody } from '../../rest/rest.contract.js';
import type { ClaimEvidenceDto, ClaimStatusDto } from './evidence.api.js';

// What the GraphQL types of evidence.graphql resolve from (found by scripts/codegen-graphql.mjs by their `Mapper` suffix).
export type ClaimEvidenceMapper = ClaimEvidenceDto;
export type ClaimStatusMapper = ClaimStatusDto;
export type ClaimEvidencePageMapper = ResponseBody<'get', '/admin/evidence'>;
