import { validation } from '../../errors.js';
import { NoContent } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import { markUnsubscribed } from '../user/index.js';
import { UnsubscribeBody } from './account.schemas.js';
import { verifyUnsubscribeToken } from './unsubscribe-token.js';

/** Spec §7's POST /users/preferences/email-unsubscribe: the signed link in every mail stops them. */
export async function unsubscribeRoutes(app: ApiInstance): Promise<void> {
  app.post(
    '/v1/users/preferences/email-unsubscribe',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['user'],
        summary: 'Stop emails, from the signed link in a mail',
        body: UnsubscribeBody,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const userId = verifyUnsubscribeToken(request.body.token, app.deps.apiSecret);
      const invalid = validation('token', 'token is invalid');
      if (userId === null) throw invalid;
      if (!(await markUnsubscribed(app.deps.db, userId, app.deps.clock.now()))) throw invalid;
      return reply.status(204).send(null);
    },
  );
}
