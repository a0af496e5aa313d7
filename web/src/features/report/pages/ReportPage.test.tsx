import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { reportPageMocks } from '../testing/reportMocks';

afterEach(() => vi.restoreAllMocks());

describe('ReportPage', () => {
  it("shows a visitor the report's table, withheld cells in words, and explains them", async () => {
    renderApp('/summaries/reports/companies-by-area-and-region', {
      mocks: [appViewerMock(null), ...reportPageMocks()],
    });

    const table = await screen.findByRole('table', { name: 'Active companies by therapeutic area and region' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Therapeutic area', 'Any region', 'Europe', 'Asia']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      ['All areas', '1,001', '300', '12'],
      ['Oncology', '420', '150', 'Fewer than 3'],
      ['=Rare, "odd" area', 'Fewer than 3', '0', 'Fewer than 3'],
    ]);
    expect(screen.getByText(/fewer than 3 companies make this figure/)).toBeDefined();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Companies by therapeutic area and region' }),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDefined();
  });

  it("downloads the table as a CSV file: the byte order mark, the table's rows, formulas made text", async () => {
    const files: Blob[] = [];
    const createObjectURL = vi.fn((file: Blob) => {
      files.push(file);
      return 'blob:report';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp('/summaries/reports/companies-by-area-and-region', {
      mocks: [appViewerMock(null), ...reportPageMocks()],
    });

    await screen.findByRole('table', { name: 'Active companies by therapeutic area and region' });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));

    expect(click).toHaveBeenCalledOnce();
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(files[0] as Blob);
    });
    // UTF-8 with the byte order mark (EF BB BF), which a decoder would otherwise drop.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text).toBe(
      '\uFEFFTherapeutic area,Any region,Europe,Asia\r\n' +
        'All areas,1001,300,12\r\n' +
        'Oncology,420,150,Fewer than 3\r\n' +
        `"'=Rare, ""odd"" area",Fewer than 3,0,Fewer than 3\r\n`,
    );
  });

  it('answers an unknown report code with the not-found page', async () => {
    renderApp('/summaries/reports/no-such-report', { mocks: [appViewerMock(null), ...reportPageMocks()] });
    expect(await screen.findByText('The page you are looking for does not exist.')).toBeDefined();
  });
});
