import { ApolloLink } from '@apollo/client';
import { ServerError, ServerParseError } from '@apollo/client/errors';
import { filterOperationVariables } from '@apollo/client/link/utils';
import type { DocumentNode } from 'graphql';
import { Observable } from 'rxjs';

/** The context fields this link reads (Apollo's HttpLink names them so). */
interface FetchContext {
  headers?: Record<string, string>;
  http?: { includeQuery?: boolean; includeExtensions?: boolean };
}

/** A document's text: graphql's printer loads only when a text is sent (rarely: see persistedDocuments.ts). */
const printed = (document: DocumentNode) => import('./printDocument').then((m) => m.printDocument(document));

/** Reads the body as Apollo's HttpLink does: JSON with `data` or `errors`, else a server error. */
function parseResult(response: Response, bodyText: string, operationName: string): unknown {
  const graphqlResponse = response.headers.get('content-type')?.includes('application/graphql-response+json');
  if (!graphqlResponse && response.status >= 300)
    throw new ServerError(`Response not successful: Received status code ${response.status}`, { response, bodyText });
  let result: unknown;
  try {
    result = JSON.parse(bodyText);
  } catch (error) {
    throw new ServerParseError(error, { response, bodyText });
  }
  if (typeof result !== 'object' || result === null || !('data' in result || 'errors' in result))
    throw new ServerError(`Server response was malformed for query '${operationName}'.`, { response, bodyText });
  return result;
}

/**
 * The app's terminating link: each operation as one JSON POST to `uri` on the same origin, the
 * session in its cookies. Apollo's HttpLink does the same with GET, multipart (@defer) and
 * print-on-every-request on top; the app needs none of them, and the operations go as hashes, so
 * graphql's printer stays out of the first route (~3 KB gzip with HttpLink's code).
 */
export function createFetchLink(uri = '/graphql', fetchImpl: typeof fetch = (...args) => fetch(...args)): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const controller = new AbortController();
        const { headers = {}, http = {} } = operation.getContext() as FetchContext;
        const send = async () => {
          const body = {
            operationName: operation.operationName,
            variables: filterOperationVariables(operation.variables, operation.query),
            extensions:
              http.includeExtensions !== false && Object.keys(operation.extensions).length > 0
                ? operation.extensions
                : undefined,
            query: http.includeQuery === false ? undefined : await printed(operation.query),
          };
          const response = await fetchImpl(uri, {
            method: 'POST',
            credentials: 'same-origin',
            headers: {
              accept: 'application/graphql-response+json,application/json;q=0.9',
              'content-type': 'application/json',
              ...headers,
            },
            body: JSON.stringify(body),
            signal: controller.signal,
          });
          // As HttpLink does: later links read the answer's headers (busyRetryLink's Retry-After).
          operation.setContext({ response });
          return parseResult(response, await response.text(), operation.operationName ?? '');
        };
        send().then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
        return () => controller.abort();
      }),
  );
}
