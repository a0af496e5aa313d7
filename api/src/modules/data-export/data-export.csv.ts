/** Excel reads a CSV as UTF-8 (accented names intact) only when it starts with the byte order mark. */
export const UTF8_BOM = '\uFEFF';

export const CSV_COLUMNS = [
  'Name',
  'Role',
  'Business type',
  'Country',
  'Services',
  'Therapeutic areas',
  'Website',
  'Profile link',
] as const;

/** Joins the values of a many-valued cell (services, areas). */
export const MULTI_VALUE_SEPARATOR = '; ';

// A spreadsheet runs a cell starting with these as a formula (CSV injection): a leading
// apostrophe makes it text, which the spreadsheet then shows without the apostrophe.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell as RFC 4180 writes it, a would-be formula turned into text. */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated (RFC 4180). */
export const csvRecord = (cells: readonly string[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** What the file starts with: the byte order mark and the header row. */
export const csvHead = (): string => UTF8_BOM + csvRecord(CSV_COLUMNS);
