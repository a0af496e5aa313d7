/** Excel reads a CSV as UTF-8 only when it starts with the byte order mark. */
const UTF8_BOM = '\uFEFF';
// A spreadsheet runs a cell starting with these as a formula (CSV injection): a leading
// apostrophe makes it text (as the api's exports do, data-export.csv.ts).
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | null;

/** One cell as RFC 4180 writes it, a would-be formula turned into text; null is an empty cell. */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A table as a CSV file's text: the byte order mark, the header, then one CRLF-terminated record per row. */
export function toCsv(columns: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const record = (cells: readonly CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;
  return UTF8_BOM + record(columns) + rows.map(record).join('');
}

/** Saves text as a file through a temporary `<a download>`. */
export function saveCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
