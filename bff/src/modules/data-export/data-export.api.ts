import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema } from '../../rest/rest.contract.js';

export type ExportAllowanceDto = ApiSchema<'ExportAllowanceDto'>;
export type DataExportDto = ApiSchema<'DataExportDto'>;
export type DataExportPageDto = ApiSchema<'DataExportPageDto'>;

/** The export allowance and log of the api (the CSVs themselves stream through data-export.routes.ts). */
export function createDataExportApi(rest: RestClient) {
  return {
    allowance: () => rest.get('/watchlists/exports/allowance', { operation: 'getExportAllowance' }),
    log: (page: number, size: number) => rest.get('/exports', { operation: 'listDataExports', paging: { page, size } }),
  };
}

export type DataExportApi = ReturnType<typeof createDataExportApi>;
