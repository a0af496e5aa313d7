// What other features may use of requests: links to the list and to one request.
export { REQUESTS_PATH, requestPath } from './requestsUrls';
