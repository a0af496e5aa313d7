import type { ErrorDeclarations } from '../../errors/error.types.js';

/** The Contact Us form's refusals (docs/contact.md); 181 (switched off) is spec §8's, in the platform's table. */
export const contactErrors = {
  codes: ['CONTACT_LIMIT'],
  userFixable: ['CONTACT_LIMIT'],
  catalogue: {
    // The api words how long to wait.
    ContactLimit: {
      code: 'CONTACT_LIMIT',
      message: 'Too many messages have been sent. Please try again later.',
      upstreamMessage: true,
    },
  },
} as const satisfies ErrorDeclarations;
