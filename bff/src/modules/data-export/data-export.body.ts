import type { PartnerInclusion } from '../../__generated__/resolvers-types.js';
import { SORTS } from '../company/index.js';

const PARTNER_INCLUSIONS = ['INCLUDE', 'EXCLUDE', 'ONLY_PARTNERS'] as const satisfies readonly PartnerInclusion[];

const ids = { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 20 } } as const;
const values = { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 64 } } as const;
const flag = { type: ['boolean', 'null'] } as const;

/**
 * `POST /exports/search`'s body: a CompanySearchInput as the search page sends it to GraphQL
 * (its page and size are taken and ignored: an export is the whole result). Only its shape is
 * checked here; the api checks the values and names the field at fault.
 */
export const SearchExportBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    searchString: { type: ['string', 'null'], maxLength: 1000 },
    page: { type: 'integer' },
    size: { type: 'integer' },
    sort: { type: 'string', enum: Object.keys(SORTS) },
    companyRoleIds: ids,
    servicesIds: ids,
    productsIds: ids,
    therapeuticAreasIds: ids,
    regionsIds: ids,
    employeesNumberId: ids,
    countryId: { type: ['string', 'null'], maxLength: 20 },
    minorityOwned: flag,
    womenOwned: flag,
    disabilityOwned: flag,
    auditedByFDA: flag,
    claimedOnly: flag,
    publishedRequests: flag,
    publishedAlerts: flag,
    siteType: values,
    patientCareSettings: values,
    badges: values,
    contractedPartners: { type: 'string', enum: PARTNER_INCLUSIONS },
  },
} as const;
