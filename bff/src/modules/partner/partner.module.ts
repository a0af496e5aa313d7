import type { BffModule } from '../../module.js';
import { createPartnerApi, type PartnerApi } from './partner.api.js';
import { partnerResolvers } from './partner.resolvers.js';

declare module '../../context.js' {
  interface Apis {
    partner: PartnerApi;
  }
}

/** Contracted partners (spec §1): the viewer company's partners, labels, notes and ratings (docs/contracted-partners.md). */
export const partnerModule: BffModule = {
  name: 'partner',
  resolvers: partnerResolvers,
  api: (rest) => ({ partner: createPartnerApi(rest) }),
};
