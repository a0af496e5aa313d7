/**
 * What other modules may use of the requests module (and their tests, and core tests): they import
 * nothing else of it, except that tests may also use its *.testing.ts helpers.
 */
export { acceptsResponses, loadVisibleRequest } from './requests.access.js';
export { REQUEST_PUBLISHED_JOB } from './requests.jobs.js';
export { requestReaderOf } from './requests.reader.js';
export { asPoster, lockOwnRequest, type Poster } from './requests.service.js';
export { refreshPublishedRequestsFlag } from './requests.repository.js';
export { requestInvites, type RequestKind, type RequestRow, requests } from './requests.table.js';
export {
  type RequestResponseRow,
  requestResponses,
  RESPONSE_STATUSES,
  type ResponseStatus,
} from './responses.table.js';
export { refreshMarketplaceFlags } from './seed/marketplace-flags.js';
export { createRequestWriter, type RequestText } from './seed/request-writer.js';
export { DEMO_REQUESTS, type DemoResponse } from './seed/requests.data.js';

// For other modules' tests only (fixtures and tables they check).
export { announceRequestPublished } from './requests.jobs.js';
