import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, type FieldError, fileTooLarge, MESSAGES, validationMany } from '../errors.js';

interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

const HEADER_NAMES: Record<string, string> = { 'x-impersonated-user-id': 'X-Impersonated-User-Id' };

function fieldOf(error: AjvError): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = error.keyword === 'required' ? String(error.params.missingProperty ?? '') : '';
  const field = [path, missing].filter(Boolean).join('.');
  return HEADER_NAMES[field] ?? (field || 'body');
}

/** Readable sentences naming the field, e.g. "firstName must not be empty". */
function messageOf(error: AjvError, field: string): string {
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return `${field} is required`;
    case 'minLength':
      return p.limit === 1 ? `${field} must not be empty` : `${field} must be at least ${String(p.limit)} characters`;
    case 'maxLength':
      return `${field} must be at most ${String(p.limit)} characters`;
    case 'minItems':
      return `${field} must have at least ${String(p.limit)} items`;
    case 'maxItems':
      return `${field} must have at most ${String(p.limit)} items`;
    case 'minimum':
      return `${field} must be greater than or equal to ${String(p.limit)}`;
    case 'maximum':
      return `${field} must be less than or equal to ${String(p.limit)}`;
    case 'enum':
      return `${field} must be one of ${(p.allowedValues as unknown[] | undefined)?.join(', ') ?? 'the allowed values'}`;
    case 'const':
      return `${field} must be ${String(p.allowedValue)}`;
    case 'type':
      return `${field} must be ${p.type === 'integer' ? 'an integer' : `a ${String(p.type)}`}`;
    case 'format':
      return p.format === 'email'
        ? `${field} must be a valid email address`
        : `${field} must be a valid ${String(p.format)}`;
    case 'pattern':
      return `${field} has an invalid format`;
    default:
      return `${field} is invalid`;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How this route words a field's validation error for users (by field path), instead of the generic sentence. */
    fieldMessages?: Readonly<Record<string, string>>;
  }
}

/** ajv reports every branch of a union; the most specific (deepest, non-union) error reads best. */
function toFieldErrors(errors: AjvError[], worded: Readonly<Record<string, string>> = {}): FieldError[] {
  const specific = errors.filter((e) => e.keyword !== 'anyOf' && e.keyword !== 'oneOf');
  const meaningful = specific.filter((e) => !(e.keyword === 'type' && e.params.type === 'null'));
  const chosen = meaningful.length > 0 ? meaningful : specific.length > 0 ? specific : errors;
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const error of chosen) {
    const field = fieldOf(error);
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, message: worded[field] ?? messageOf(error, field) });
  }
  return out;
}

const CLIENT_MESSAGES: Record<number, string> = {
  400: 'The request is invalid.',
  404: MESSAGES.notFound,
  405: 'Method not allowed.',
  406: 'Not acceptable.',
  413: 'The request is too large.',
  415: 'Unsupported content type.',
};

/** One error shape for everything: ApiError as is, validation as 400 with details, the rest masked. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ApiError) {
    // A dependency failed (e.g. the payment gateway): what it said is logged; toBody() words it for the caller.
    if (error.statusCode >= 500) request.log.error({ err: error }, error.name);
    return reply.status(error.statusCode).send(error.toBody());
  }
  if (error.validation) {
    const worded = request.routeOptions.config.fieldMessages;
    return reply.status(400).send(validationMany(toFieldErrors(error.validation as AjvError[], worded)).toBody());
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && request.routeOptions.config.upload) {
    return reply.status(413).send(fileTooLarge().toBody());
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error instanceof SyntaxError
        ? 'The request body is not valid JSON.'
        : (CLIENT_MESSAGES[status] ?? 'The request cannot be processed.');
    return reply.status(status).send({ code: status, message });
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.status(500).send({ code: 0, message: MESSAGES.unexpected });
}
