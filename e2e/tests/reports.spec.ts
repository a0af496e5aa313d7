import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures.js';
import { runtime } from '../support/runtime.js';
import { screen } from '../support/screens.js';

interface Figure {
  code: string;
  label: string;
  count: number | null;
}
interface CompaniesReport {
  companies: number | null;
  areas: Figure[];
  regions: Figure[];
  cells: { areaCode: string; regionCode: string; count: number | null }[];
}

const TITLE = 'Companies by therapeutic area and region';
const shown = (count: number | null) => (count === null ? 'Fewer than 3' : count.toLocaleString('en-US'));

// (Both pages' accessibility and fit at 390 px: tests/accessibility/reports.spec.ts.)
test.describe('summaries and reports', () => {
  test("a visitor opens a report from the summaries, sees its chart and the api's figures in its table, and downloads the CSV", async ({
    pageAs,
    request,
  }) => {
    const response = await request.get(`${runtime().apiUrl}/v1/reports/companies-by-area-and-region`);
    expect(response.ok()).toBe(true);
    const report = (await response.json()) as CompaniesReport;
    const cell = (area: string, region: string) =>
      report.cells.find((c) => c.areaCode === area && c.regionCode === region)?.count ?? 0;
    const expected = [
      ['All areas', shown(report.companies), ...report.regions.map((r) => shown(r.count))],
      ...report.areas.map((a) => [a.label, shown(a.count), ...report.regions.map((r) => shown(cell(a.code, r.code)))]),
    ];

    const page = await pageAs(null);
    await page.goto('/summaries');
    await expect(page.getByRole('heading', { level: 1, name: 'Summaries and reports' })).toBeVisible();
    await page.getByRole('link', { name: TITLE }).click();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();

    const table = page.getByRole('table', { name: 'Active companies by therapeutic area and region' });
    await expect(table.locator('tbody tr')).toHaveCount(expected.length);
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('th, td'), (c) => c.textContent ?? '')));
    expect(rows).toEqual(expected);
    await expect(page.locator('figure svg.recharts-surface').first()).toBeVisible();
    await expect(page.locator('figure figcaption')).toContainText('active companies linked to each therapeutic area');
    await screen(page, 'companies-report');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('trialbridge-companies-by-area-and-region.csv');
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFFTherapeutic area,Any region,')).toBe(true);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(expected.length + 1);
    expect(lines[1]).toBe(
      ['All areas', report.companies ?? 'Fewer than 3', ...report.regions.map((r) => r.count ?? 'Fewer than 3')].join(
        ',',
      ),
    );
  });
});
