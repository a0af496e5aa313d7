import type { ErrorDeclarations } from '../../errors/error.types.js';

/** An export past the company's monthly allowance: the api words how many rows it has and has left. */
export const dataExportErrors = {
  codes: ['EXPORT_QUOTA'],
  // Export fewer companies, or wait for the allowance to renew.
  userFixable: ['EXPORT_QUOTA'],
  catalogue: {
    ExportQuota: {
      code: 'EXPORT_QUOTA',
      message: "This export has more rows than your company's export allowance has left this month.",
      upstreamMessage: true,
    },
  },
} as const satisfies ErrorDeclarations;
