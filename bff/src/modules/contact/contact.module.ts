import type { BffModule } from '../../module.js';
import { createContactApi, type ContactApi } from './contact.api.js';
import { contactErrors } from './contact.errors.js';
import { createContactAddressLimit, type ContactAddressLimit } from './contact.limit.js';
import { contactResolvers } from './contact.resolvers.js';

declare module '../../context.js' {
  interface Apis {
    contact: ContactApi;
  }
  interface FeatureServices {
    /** The Contact Us form's per-client-address limit (the api limits per email). */
    contactLimit: ContactAddressLimit;
  }
}

/** The Contact Us form (docs/contact.md): its settings and sending a message to support. */
export const contactModule: BffModule = {
  name: 'contact',
  resolvers: contactResolvers,
  errors: contactErrors,
  api: (rest) => ({ contact: createContactApi(rest) }),
  services: ({ lockouts, now }) => ({ contactLimit: createContactAddressLimit(lockouts, now) }),
};
