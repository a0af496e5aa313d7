import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../../testing/cookie.jar.js';
import { startHarness, type Harness } from '../../testing/bff.harness.js';
import type { CompaniesReportDto, ReportSummaryDto, ResponseTimesReportDto } from './report.api.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ users: [] });
});
afterAll(() => h.close());

const visitor = () => ({ jar: new CookieJar() });

const INDEX: ReportSummaryDto[] = [
  {
    code: 'companies-by-area-and-region',
    title: 'Companies by therapeutic area and region',
    description: 'Active companies.',
    headline: 1001,
    headlineLabel: 'Active companies',
    headlineUnit: 'COUNT',
  },
  {
    code: 'response-times',
    title: 'Response times',
    description: 'Hours.',
    headline: null,
    headlineLabel: 'Median hours',
    headlineUnit: 'HOURS',
  },
];

const COMPANIES: CompaniesReportDto = {
  companies: 40,
  areas: [{ code: '7', label: 'Oncology', count: 12 }],
  regions: [
    { code: '40', label: 'Europe', count: 9 },
    { code: '41', label: 'Asia', count: null },
  ],
  cells: [
    { areaCode: '7', regionCode: '40', count: 5 },
    { areaCode: '7', regionCode: '41', count: null },
  ],
};

describe('reports', () => {
  it('answers a signed-out visitor the index, a withheld headline as null', async () => {
    h.api.routes.on('get', '/reports', () => [200, INDEX], { public: true });
    const { data, errors } = await h.gql(
      '{ reports { code title description headline headlineLabel headlineUnit } }',
      {},
      visitor(),
    );
    expect(errors).toBeUndefined();
    expect(data).toEqual({ reports: INDEX });
  });

  it('passes the filters to the api as its integer ids and the rows back as they are', async () => {
    const urls: string[] = [];
    h.api.routes.on(
      'get',
      '/reports/companies-by-area-and-region',
      (request) => {
        urls.push(request.url);
        return [200, COMPANIES];
      },
      { public: true },
    );
    const { data, errors } = await h.gql(
      `query($filter: CompaniesReportFilter) { companiesByAreaReport(filter: $filter) {
        companies areas { code label count } regions { code label count } cells { areaCode regionCode count } } }`,
      { filter: { companyRoleId: '3', therapeuticAreaId: '7', regionId: null } },
      visitor(),
    );
    expect(errors).toBeUndefined();
    expect(data).toEqual({ companiesByAreaReport: COMPANIES });
    const query = new URL(urls[0] ?? '', 'http://api').searchParams;
    expect(query.get('companyRoleId')).toBe('3');
    expect(query.get('therapeuticAreaId')).toBe('7');
    expect(query.has('regionId')).toBe(false);
  });

  it('passes the period on and answers typed rows of response times', async () => {
    const body: ResponseTimesReportDto = {
      from: '2026-01-01',
      to: '2026-03-02',
      months: ['2026-01', '2026-02', '2026-03'],
      rows: [
        { month: null, kind: null, requests: 9, answered: 6, medianHours: 5.5, p90Hours: 40.2, suppressed: false },
        {
          month: '2026-01',
          kind: 'SITE',
          requests: null,
          answered: null,
          medianHours: null,
          p90Hours: null,
          suppressed: true,
        },
      ],
    };
    const urls: string[] = [];
    h.api.routes.on(
      'get',
      '/reports/response-times',
      (request) => {
        urls.push(request.url);
        return [200, body];
      },
      { public: true },
    );
    const { data, errors } = await h.gql(
      `{ responseTimesReport(filter: { months: 3 }) { from to months
        rows { month kind requests answered medianHours p90Hours suppressed } } }`,
      {},
      visitor(),
    );
    expect(errors).toBeUndefined();
    expect(data).toEqual({ responseTimesReport: body });
    expect(new URL(urls[0] ?? '', 'http://api').searchParams.get('months')).toBe('3');
  });
});
