import type { ErrorDeclarations } from '../../errors/error.types.js';

/** The app shell's own refusal: a wrong password for the maintenance page (app.maintenance.ts). */
export const appErrors = { codes: ['INCORRECT_MAINTENANCE_PASSWORD'] } as const satisfies ErrorDeclarations;
