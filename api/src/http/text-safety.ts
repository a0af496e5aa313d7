import type { FastifyRequest } from 'fastify';
import { type FieldError, validationMany } from '../errors.js';
import type { ApiInstance } from './types.js';

// C0 controls and DEL, except tab, line feed and carriage return (multi-line texts keep those).
// PostgreSQL cannot store U+0000 in text at all; the others have no place in what people type
// and hide text from whoever reads it later.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// Half of a surrogate pair without the other half: not a character, and not valid UTF-8 to store.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The words a refused field gets (the field is named as in every other 400 of the api). */
export const controlCharacterMessage = (field: string): string =>
  `${field} contains characters that are not allowed (control characters or broken Unicode).`;

/** True when `value` holds a character no text field of the api accepts. */
export function hasUnsafeCharacters(value: string): boolean {
  return CONTROL.test(value) || LONE_SURROGATE.test(value);
}

function collect(value: unknown, path: string, out: FieldError[], seen: WeakSet<object>, depth: number): void {
  if (out.length >= 10 || depth > 16) return;
  const field = path || 'body';
  if (typeof value === 'string') {
    if (hasUnsafeCharacters(value)) out.push({ field, message: controlCharacterMessage(field) });
    return;
  }
  // Objects and arrays of any prototype (a parsed query's has none); not bytes or streams (an
  // upload's file, checked by its type), and each once (multipart parts refer to each other).
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || seen.has(value)) return;
  if (typeof (value as { pipe?: unknown }).pipe === 'function') return;
  seen.add(value);
  for (const [key, item] of Object.entries(value)) {
    if (hasUnsafeCharacters(key)) out.push({ field, message: controlCharacterMessage(field) });
    else collect(item, path ? `${path}.${key}` : key, out, seen, depth + 1);
  }
}

/** The fields of a request's path, query and body that carry unsafe characters. */
export function unsafeFields(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>): FieldError[] {
  const out: FieldError[] = [];
  const seen = new WeakSet<object>();
  for (const part of [request.params, request.query, request.body]) collect(part, '', out, seen, 0);
  return out;
}

/**
 * Refuses, with a 400 naming each field, any string in a request's path, query or body that
 * holds a control character or a lone surrogate, for every route, before its schema is checked
 * and before any of it reaches SQL (where U+0000 was a 500 that logged the user's text).
 */
export function registerTextSafety(app: ApiInstance): void {
  app.addHook('preValidation', async (request) => {
    const fields = unsafeFields(request);
    if (fields.length > 0) throw validationMany(fields);
  });
}
