/**
 * The api's REST contract as the bff calls it, derived from the types `npm run codegen` generates
 * from the api's OpenAPI document (`__generated__/rest-api.ts`). A path is written without its
 * version (spec §7: `resolveApiPath` adds `/v1`, or `/v2` for watchlists); the method and path
 * decide the parameters, query, body and answer, so a changed route breaks the type check.
 */
import type { components, paths } from '../__generated__/rest-api.js';

/** A named schema of the api (`components.schemas`), e.g. `ApiSchema<'UserDto'>`. */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type UpperMethod = Uppercase<HttpMethod>;

type DocumentedPath = keyof paths;

/** The path as the bff writes it: the document's path without its version prefix. */
type Unversioned<P> = P extends `/v1${infer Rest}`
  ? Rest
  : P extends `/v2/watchlists${infer Rest}`
    ? `/watchlists${Rest}`
    : P;

/** Back from the bff's path to the document's, as resolveApiPath does at run time. */
export type Versioned<P extends string> = P extends `/watchlists${string}`
  ? `/v2${P}`
  : P extends `${string}/v2/${string}` | `/v2/${string}`
    ? P
    : `/v1${P}`;

/** The operation at a path and method, when the api has one. */
type OperationAt<P extends DocumentedPath, M extends HttpMethod> =
  paths[P] extends Record<M, infer Op> ? ([Op] extends [never | undefined] ? never : Op) : never;

/** Every path (unversioned) the api answers for `M`. */
export type RestPath<M extends HttpMethod> = {
  [P in DocumentedPath]: OperationAt<P, M> extends never ? never : Unversioned<P>;
}[DocumentedPath];

export type Operation<M extends HttpMethod, P extends RestPath<M>> =
  Versioned<P> extends DocumentedPath ? OperationAt<Versioned<P>, M> : never;

type Parameters<Op, Where extends 'path' | 'query'> = Op extends { parameters: { [K in Where]?: infer T } }
  ? [T] extends [never | undefined]
    ? never
    : T
  : never;

/** The path's `{placeholders}`, typed as the api declares them. */
export type PathParams<M extends HttpMethod, P extends RestPath<M>> = Parameters<Operation<M, P>, 'path'>;
/** The query the api declares (paging fields are passed as `paging`). */
export type QueryParams<M extends HttpMethod, P extends RestPath<M>> = Omit<
  NonNullable<Parameters<Operation<M, P>, 'query'>>,
  'page' | 'size' | 'sort'
>;
/** The JSON body the api validates. */
export type RequestBody<M extends HttpMethod, P extends RestPath<M>> =
  Operation<M, P> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

type SuccessResponse<Op> = Op extends { responses: infer R } ? R[Extract<keyof R, 200 | 201 | 204>] : never;

/** What a successful call answers: its JSON, its text, or nothing (204: undefined). */
export type ResponseBody<M extends HttpMethod, P extends RestPath<M>> =
  SuccessResponse<Operation<M, P>> extends infer S
    ? S extends { content: { 'application/json': infer B } }
      ? B
      : S extends { content: { 'text/plain': infer T } }
        ? T
        : undefined
    : never;
