import { Type } from 'typebox';
import { Nullable } from '../../http/schemas.js';
import { MAX_REPORT_MONTHS, MIN_GROUP, REPORT_REQUEST_KINDS } from './report.rules.js';

const id = (description: string) => Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description }));
const months = Type.Optional(
  Type.Integer({
    minimum: 1,
    maximum: MAX_REPORT_MONTHS,
    default: 12,
    description: 'How many calendar months (UTC) the report covers, the current one included.',
  }),
);
const areaFilter = id('A top-level THERAPEUTIC_AREAS item: only what is linked to it or to an indication in it.');
const regionFilter = id('A top-level REGIONS item: only what is linked to it or to a region inside it.');

export const CompaniesReportQuery = Type.Object({
  companyRoleId: id('A business type (`GET /v1/roles`): only companies of that type.'),
  therapeuticAreaId: areaFilter,
  regionId: regionFilter,
});
export const PeriodReportQuery = Type.Object({ months, therapeuticAreaId: areaFilter, regionId: regionFilter });

const suppressedNote = `Null when fewer than ${MIN_GROUP} companies make the figure (it is not shown).`;
const Count = Nullable(Type.Integer({ minimum: 0, description: suppressedNote }));
const Label = Type.Object(
  { code: Type.String({ description: 'The reference item id (a search filter value).' }), label: Type.String() },
  { title: 'ReportLabelDto', description: 'One value of a report dimension.' },
);
const RequestKind = Type.Enum(REPORT_REQUEST_KINDS, { description: 'The kind of request.' });
const Month = Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'A calendar month (UTC), YYYY-MM.' });
const Period = {
  from: Type.String({ format: 'date', description: 'The first day counted (UTC).' }),
  to: Type.String({ format: 'date', description: 'The last day counted (UTC), today.' }),
  months: Type.Array(Month, { description: 'The months covered, oldest first.' }),
};

export const CompaniesReportDto = Type.Object(
  {
    companies: Count,
    areas: Type.Array(
      Type.Object({ ...Label.properties, count: Count }, { title: 'ReportAreaDto', description: 'An area row.' }),
      { description: 'Top-level therapeutic areas with the companies linked to each (any region).' },
    ),
    regions: Type.Array(
      Type.Object({ ...Label.properties, count: Count }, { title: 'ReportRegionDto', description: 'A region column.' }),
      { description: 'Top-level regions with the companies linked to each (any area).' },
    ),
    cells: Type.Array(
      Type.Object(
        { areaCode: Type.String(), regionCode: Type.String(), count: Count },
        { title: 'ReportAreaRegionCellDto', description: 'Companies linked to both an area and a region.' },
      ),
      { description: 'Every area × region pair, areas then regions in the order listed.' },
    ),
  },
  {
    title: 'CompaniesReportDto',
    description: 'Active companies by therapeutic area and region, counted as search counts them.',
  },
);

export const RequestActivityReportDto = Type.Object(
  {
    ...Period,
    total: Count,
    cells: Type.Array(
      Type.Object(
        { month: Month, kind: RequestKind, count: Count },
        { title: 'RequestActivityCellDto', description: 'Requests of one kind published in one month.' },
      ),
      { description: 'Every month × kind, oldest month first.' },
    ),
  },
  { title: 'RequestActivityReportDto', description: 'Public requests published, by kind and month.' },
);

const Hours = Nullable(Type.Number({ minimum: 0, description: `Hours. ${suppressedNote}` }));
export const ResponseTimesReportDto = Type.Object(
  {
    ...Period,
    rows: Type.Array(
      Type.Object(
        {
          month: Nullable(Month),
          kind: Nullable(RequestKind),
          requests: Count,
          answered: Count,
          medianHours: Hours,
          p90Hours: Hours,
          suppressed: Type.Boolean({ description: 'Whether the answered count and the times are withheld.' }),
        },
        {
          title: 'ResponseTimeRowDto',
          description: 'Publication to first response. month null: the whole period; kind null: every kind.',
        },
      ),
      { description: 'The whole period first (every kind, then each kind), then each month × kind.' },
    ),
  },
  { title: 'ResponseTimesReportDto', description: "Time from a request's publication to its first response." },
);

export const CapabilityReportDto = Type.Object(
  {
    ...Period,
    total: Count,
    services: Type.Array(
      Type.Object(
        { ...Label.properties, count: Count },
        { title: 'CapabilityServiceRowDto', description: 'Alerts offering a top-level service (or one inside it).' },
      ),
      { description: 'Every top-level service, most alerts first.' },
    ),
  },
  { title: 'CapabilityReportDto', description: 'Capability alerts published in the period, by service.' },
);

export const ReportSummaryDto = Type.Object(
  {
    code: Type.String({ description: 'The report, as /summaries/reports/{code} names it.' }),
    title: Type.String(),
    description: Type.String(),
    headline: Nullable(Type.Number({ description: `The report's headline figure. ${suppressedNote}` })),
    headlineLabel: Type.String({ description: 'What the headline figure counts.' }),
    headlineUnit: Type.Enum(['COUNT', 'HOURS'], { description: 'How to read the headline figure.' }),
  },
  { title: 'ReportSummaryDto', description: 'One report of the summaries index with its headline figure.' },
);
export const ReportIndexDto = Type.Array(ReportSummaryDto, { description: 'Every report, in display order.' });
