import type { ResponseBody } from '../../rest/rest.contract.js';
import type {
  ContractedPartnerDetailsDto,
  ContractedPartnerDto,
  PartnerNoteDto,
  PartnerPersonDto,
  PartnerRatingDto,
} from './partner.api.js';

// What the GraphQL types of partner.graphql resolve from (found by scripts/codegen-graphql.mjs by their `Mapper` suffix).
export type ContractedPartnerMapper = ContractedPartnerDto;
export type ContractedPartnerDetailsMapper = ContractedPartnerDetailsDto;
export type PartnerNoteMapper = PartnerNoteDto;
export type PartnerRatingMapper = PartnerRatingDto;
export type PartnerPersonMapper = PartnerPersonDto;
export type ContractedPartnerPageMapper = ResponseBody<'get', '/contracted-partners'>;
