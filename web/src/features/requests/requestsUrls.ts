/** `/requests`: the public list (signed in: ALL / MY / COLLEAGUES). */
export const REQUESTS_PATH = '/requests';
/** `/requests/new`: the posting form. */
export const NEW_REQUEST_PATH = '/requests/new';

/** `/requests/{id}`: the request's workspace. */
export const requestPath = (id: string) => `${REQUESTS_PATH}/${encodeURIComponent(id)}`;
/** `/requests/{id}/edit`: the edit form. */
export const editRequestPath = (id: string) => `${requestPath(id)}/edit`;
