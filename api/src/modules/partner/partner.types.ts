import type { Static } from 'typebox';
import type {
  ContractedPartnerDto,
  PartnerListQuery,
  PartnerNoteDto,
  PartnerRatingDto,
  PartnerRatingSummaryDto,
} from './partner.schemas.js';

export type ContractedPartner = Static<typeof ContractedPartnerDto>;
export type RatingSummary = Static<typeof PartnerRatingSummaryDto>;
export type PartnerNote = Static<typeof PartnerNoteDto>;
export type PartnerRating = Static<typeof PartnerRatingDto>;
export type PartnerListFilter = Static<typeof PartnerListQuery>;

/** Who calls, as the partner rules need them: their id, company and whether they administer it. */
export interface PartnerCaller {
  userId: number;
  companyId: number;
  companyAdmin: boolean;
}
