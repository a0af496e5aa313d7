import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { apiIds } from '../../rest/rest.ids.js';
import type { PeriodReportQuery } from './report.api.js';

/** An optional GraphQL ID as the api's integer (the api's 400 names a bad one); absent when not given. */
const idOf = (value: string | null | undefined): number | undefined =>
  value === null || value === undefined ? undefined : apiIds([value])[0];

interface PeriodFilter {
  months?: number | null;
  therapeuticAreaId?: string | null;
  regionId?: string | null;
}

const periodQuery = (filter: PeriodFilter | null | undefined): PeriodReportQuery => ({
  months: filter?.months ?? undefined,
  therapeuticAreaId: idOf(filter?.therapeuticAreaId),
  regionId: idOf(filter?.regionId),
});

// Public aggregates: the api decides what is withheld; the bff passes its answers on as they are.
export const reportResolvers: Resolvers = {
  Query: {
    reports: (_parent, _args, ctx) => ctx.api.report.index(),
    companiesByAreaReport: (_parent, { filter }, ctx) =>
      ctx.api.report.companies({
        companyRoleId: idOf(filter?.companyRoleId),
        therapeuticAreaId: idOf(filter?.therapeuticAreaId),
        regionId: idOf(filter?.regionId),
      }),
    requestActivityReport: (_parent, { filter }, ctx) => ctx.api.report.requestActivity(periodQuery(filter)),
    responseTimesReport: (_parent, { filter }, ctx) => ctx.api.report.responseTimes(periodQuery(filter)),
    capabilityByServiceReport: (_parent, { filter }, ctx) => ctx.api.report.capability(periodQuery(filter)),
  },
};
