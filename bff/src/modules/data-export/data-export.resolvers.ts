import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { clampPaging } from '../../rest/rest.query.js';

export const dataExportResolvers: Resolvers = {
  Query: {
    exportAllowance: (_parent, _args, ctx) => ctx.api.dataExport.allowance(),
    dataExports: (_parent, { page, size }, ctx) => {
      const paging = clampPaging({ page, size: size ?? 20 });
      return ctx.api.dataExport.log(paging.page, paging.size);
    },
  },
  DataExport: {
    id: (row) => String(row.id),
    exportedByName: (row) => (row.user ? `${row.user.firstName} ${row.user.lastName}`.trim() : null),
  },
  DataExportPage: {
    items: (page) => page.content,
  },
};
