import { type CsvValue, toCsv } from './reportCsv';
import { WITHHELD } from './reportFormat';

/** A report's table as data: what the page's `<table>` shows and what its CSV holds, alike. */
export interface ReportTableData {
  /** Names the table (its caption). */
  caption: string;
  columns: readonly string[];
  /** The first cell of each row is its header (a `<th scope="row">`). */
  rows: readonly { key: string; cells: readonly CsvValue[] }[];
}

/** A count cell: the number, or the withheld text when the api withheld it (null). */
export const countCell = (count: number | null): CsvValue => count ?? WITHHELD;

/** The table as a CSV file's text (numbers plain, withheld cells in words). */
export const tableCsv = (table: ReportTableData): string =>
  toCsv(
    table.columns,
    table.rows.map((row) => row.cells),
  );
