import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { catalogueEntry } from '../../errors/error.catalogue.js';
import { AppError } from '../../errors/error.codes.js';
import { userError, userErrorsFrom } from '../../errors/user.errors.js';
import { addressLimitMessage } from './contact.limit.js';

/** Spec §8's 181, as the catalogue words it. */
const disabledMessage = () => catalogueEntry(181).message;

export const contactResolvers: Resolvers = {
  Query: {
    contactForm: async (_parent, _args, ctx) => {
      const settings = await ctx.api.contact.settings();
      return { ...settings, disabledMessage: settings.enabled ? null : disabledMessage() };
    },
    contactFormSwitch: (_parent, _args, ctx) => ctx.api.contact.switchState(),
  },
  Mutation: {
    setContactFormSwitch: async (_parent, { enabled }, ctx) => {
      try {
        return { contactSwitch: await ctx.api.contact.turnSwitch(enabled), errors: [] };
      } catch (error) {
        return { contactSwitch: null, errors: userErrorsFrom(error) };
      }
    },
    sendContactMessage: async (_parent, { input }, ctx) => {
      const address = ctx.request.ip;
      const wait = await ctx.services.features.contactLimit.waitMinutes(address);
      if (wait !== null) return { sent: false, errors: [userError('CONTACT_LIMIT', addressLimitMessage(wait))] };
      try {
        await ctx.api.contact.send({
          name: input.name,
          email: input.email,
          ...(input.company ? { company: input.company } : {}),
          topic: input.topic as never,
          message: input.message,
          ...(input.website ? { website: input.website } : {}),
          formToken: input.formToken,
        });
      } catch (error) {
        // Switched off is not the user's to fix, but the form shows it in place: a payload error, not a crash.
        if (error instanceof AppError && error.code === 'CONTACT_FORM_DISABLED')
          return { sent: false, errors: [userError(error.code, error.message)] };
        return { sent: false, errors: userErrorsFrom(error) };
      }
      await ctx.services.features.contactLimit.record(address);
      return { sent: true, errors: [] };
    },
  },
};
