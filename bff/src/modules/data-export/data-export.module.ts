import type { BffModule } from '../../module.js';
import { createDataExportApi, type DataExportApi } from './data-export.api.js';
import { dataExportErrors } from './data-export.errors.js';
import { dataExportResolvers } from './data-export.resolvers.js';
import { registerDataExportRoutes } from './data-export.routes.js';

declare module '../../context.js' {
  interface Apis {
    dataExport: DataExportApi;
  }
}

/**
 * CSV exports (docs/watchlists.md, "Export"): the allowance and the company's log in GraphQL; the
 * files themselves stream from `POST /exports/...` (data-export.routes.ts), outside GraphQL.
 */
export const dataExportModule: BffModule = {
  name: 'data-export',
  resolvers: dataExportResolvers,
  errors: dataExportErrors,
  api: (rest) => ({ dataExport: createDataExportApi(rest) }),
  routes: registerDataExportRoutes,
};
