/** One error shape for every response: `{ code, message, details? }` (spec §8 codes where one applies). */
export interface FieldError {
  field: string;
  message: string;
}

export type ErrorCode = number | string;

export interface ErrorBody {
  code: ErrorCode;
  message: string;
  details?: FieldError[];
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldError[],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ErrorBody {
    return this.details
      ? { code: this.code, message: this.message, details: this.details }
      : { code: this.code, message: this.message };
  }
}

export const MESSAGES = {
  unexpected: 'Something went wrong.',
  unauthenticated: 'Authentication required.',
  forbidden: "You don't have permissions to perform this action.",
  notFound: 'Not found.',
  fileTooLarge: 'File is too large.',
  stateChanged: 'The current state has been changed. Please refresh this page.',
} as const;

export const unauthenticated = (): ApiError => new ApiError(401, 401, MESSAGES.unauthenticated);
export const forbidden = (): ApiError => new ApiError(403, 403, MESSAGES.forbidden);
export const notFound = (): ApiError => new ApiError(404, 404, MESSAGES.notFound);
export const fileTooLarge = (): ApiError => new ApiError(413, 504, MESSAGES.fileTooLarge);
export const stateChanged = (): ApiError => new ApiError(409, 409, MESSAGES.stateChanged);

/** A 400 naming the offending field, e.g. `validation('firstName', 'firstName must not be empty')`. */
export function validation(field: string, message: string): ApiError {
  return new ApiError(400, 400, message, [{ field, message }]);
}

/** A required text as stored: trimmed, and not empty after trimming (a 400 naming the field). */
export function requiredText(field: string, raw: string): string {
  const value = raw.trim();
  if (value.length === 0) throw validation(field, `${field} must not be empty`);
  return value;
}

export function validationMany(details: FieldError[]): ApiError {
  const first = details[0];
  return new ApiError(400, 400, first ? first.message : 'The request is invalid.', details);
}
