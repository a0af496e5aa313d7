import { USER_FIXABLE_CODES } from '../__generated__/errors.js';
import { AppError, type ErrorCode } from './error.codes.js';

/** An expected, user-fixable failure returned in a payload's `errors`. */
export interface UserErrorDto {
  code: ErrorCode;
  field: string | null;
  message: string;
}

export const userError = (code: ErrorCode, message: string, field: string | null = null): UserErrorDto => ({
  code,
  field,
  message,
});

/**
 * Upstream answers a user can act on: they belong in the payload, next to the field at fault
 * (the platform's and each feature's `userFixable`, merged by codegen).
 */
const USER_FIXABLE: ReadonlySet<ErrorCode> = new Set<ErrorCode>(USER_FIXABLE_CODES);

export interface UserErrorMapping {
  /** The input field an api field stands for, when the names differ (e.g. `data` → `dataBase64`). */
  fields?: Readonly<Record<string, string>>;
  /** The field of an answer that names none (e.g. USERNAME_EXISTS → `email`). */
  codeFields?: Partial<Readonly<Record<ErrorCode, string>>>;
}

interface FieldDetail {
  field: string;
  message: string;
}

function detailsOf(error: AppError): FieldDetail[] {
  const details = error.extensions.details;
  if (!Array.isArray(details)) return [];
  return details.filter(
    (d): d is FieldDetail =>
      typeof d === 'object' && d !== null && typeof d.field === 'string' && typeof d.message === 'string',
  );
}

/**
 * The payload errors for an upstream failure the user can fix: one per field the api names
 * (validation), else one carrying the catalogue's message. Anything else (outage, permission,
 * unexpected) is rethrown to become a top-level GraphQL error.
 */
export function userErrorsFrom(error: unknown, mapping: UserErrorMapping = {}): UserErrorDto[] {
  if (!(error instanceof AppError) || !USER_FIXABLE.has(error.code)) throw error;
  const fieldOf = (field: string): string => mapping.fields?.[field] ?? field;
  const details = error.code === 'BAD_USER_INPUT' ? detailsOf(error) : [];
  if (details.length > 0) return details.map((d) => userError(error.code, d.message, fieldOf(d.field)));
  return [userError(error.code, error.message, mapping.codeFields?.[error.code] ?? null)];
}
