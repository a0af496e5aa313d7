import { Type } from 'typebox';
import { DateTime, Nullable } from '../../http/schemas.js';
import { dataExportKind } from './data-export.table.js';

export const ExportAllowanceDto = Type.Object(
  {
    monthlyRows: Type.Integer({ description: "Rows the company's plan exports per calendar month (UTC); 0: none." }),
    usedRows: Type.Integer({ description: 'Rows the company exported this month.' }),
    remainingRows: Type.Integer({ description: 'Rows left this month.' }),
    resetsAt: Type.String({ format: 'date-time', description: 'When the next month (UTC) and its allowance start.' }),
  },
  { title: 'ExportAllowanceDto', description: "The caller's company's export allowance this month." },
);

export const DataExportDto = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.Enum(dataExportKind.enumValues, { description: 'A watchlist folder, or a search result.' }),
    subject: Type.String({ description: "What was exported: the folder's name, or the search's words and filters." }),
    rows: Type.Integer({ description: 'Companies exported (the header row not counted).' }),
    createdAt: DateTime,
    user: Nullable(
      Type.Object(
        { userId: Type.Integer(), firstName: Type.String(), lastName: Type.String() },
        { description: 'Who exported; null once their account is gone.' },
      ),
    ),
  },
  { title: 'DataExportDto', description: 'One export of the company, as its admins see it.' },
);

export const DataExportPageDto = Type.Object(
  {
    content: Type.Array(DataExportDto),
    page: Type.Integer(),
    size: Type.Integer(),
    totalElements: Type.Integer(),
    totalPages: Type.Integer(),
  },
  { title: 'DataExportPageDto', description: "A page of the company's export log, newest first." },
);

export const DataExportLogQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0, description: 'Zero-based page.' })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'Page size (1-100).' })),
});

/** A folder's export takes no body (the folder is in the path). */
export const NoBody = Type.Unknown({ description: 'No body is needed.' });

/** The CSV as the export routes answer it. */
export const CsvResponse = {
  description:
    'The CSV (UTF-8 with a byte order mark, RFC 4180, CRLF): a header row, then one row per company; `X-Export-Rows` says how many.',
  content: { 'text/csv': { schema: Type.String({ description: 'Name, Role, Business type, Country, …' }) } },
};
