// What other features may use of requests: links to the list and to one request.
export { REQUESTS_PATH, requestPath } from './requestsUrls';
// The deadline's and statuses' words, for other screens listing requests (the member's home).
export { deadlineText, todayUtc } from './requestFormat';
export { STATUS_LABELS as RESPONSE_STATUS_LABELS } from './responses/responsesFormat';
