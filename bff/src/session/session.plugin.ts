import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLContext } from '../context.js';
import { AppError } from '../errors/error.codes.js';
import { requireMember } from '../directives/access.js';
import { verifySession } from './session.check.js';

/**
 * The last word on a cookie session, and on a bearer caller whose activity was left to the api's
 * answers (requireActingSubject): an answer no api call vouched for costs one load of the user.
 * On a cookie session: an answer that used the caller must come from a session the
 * api vouched for during the request. Most operations call the api with X-Session-Id anyway and
 * are vouched for at no cost; an answer made from the cookie alone (an admin's viewer, say) costs
 * one GET /v1/sessions/current first. A revoked or expired session gets UNAUTHENTICATED instead of
 * its data, and its cookies are cleared: a copied cookie reads nothing after sign-out.
 */
export function sessionCheckPlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue: ctx, response }) {
          if (!ctx.session.needsCheck && !ctx.session.needsCallerCheck) return;
          try {
            await verifySession(ctx);
            if (ctx.session.needsCallerCheck) await requireMember(ctx);
          } catch (error) {
            // The REST client already ended the session when the api said it has ended.
            const refusal = error instanceof AppError ? error : new AppError('UNAUTHENTICATED', 'Unauthenticated');
            ctx.request.log.info({ code: refusal.code }, 'answer withheld: the session could not be vouched for');
            response.body = {
              kind: 'single',
              singleResult: { data: null, errors: [{ message: refusal.message, extensions: refusal.extensions }] },
            };
          }
        },
      };
    },
  };
}
