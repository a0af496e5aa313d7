import type { BffModule } from '../../module.js';
import { createRequestsApi, type RequestsApi } from './requests.api.js';
import { requestsResolvers } from './requests.resolvers.js';

declare module '../../context.js' {
  interface Apis {
    requests: RequestsApi;
  }
}

/** Site, service and innovation requests (spec §3): lists, detail, posting and changes. */
export const requestsModule: BffModule = {
  name: 'requests',
  resolvers: requestsResolvers,
  api: (rest) => ({ requests: createRequestsApi(rest) }),
};
