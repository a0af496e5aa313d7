import { requireUser } from '../../auth/auth.hooks.js';
import { ApiError } from '../../errors.js';
import type { ApiInstance } from '../../http/types.js';
import { type EmailPreferences, loadEmailPreferences, saveEmailPreferences } from './preferences.repository.js';
import { EmailPreferencesDto, UpdateEmailPreferencesBody } from './preferences.schemas.js';

const toDto = (preferences: EmailPreferences) => ({
  ...preferences,
  unsubscribedAt: preferences.unsubscribedAt?.toISOString() ?? null,
});

/**
 * My account's email preferences. Reading is allowed while impersonating (spec §6: MY_ACCOUNT
 * is), so support can see why someone gets no mail; changing them is not: they are the user's
 * own consent, which an admin acting as them must not give or withdraw.
 */
export async function preferencesRoutes(app: ApiInstance): Promise<void> {
  app.get(
    '/v1/users/preferences',
    {
      config: { auth: 'user' },
      schema: { tags: ['user'], summary: "The caller's email preferences", response: { 200: EmailPreferencesDto } },
    },
    async (request) => toDto(await loadEmailPreferences(app.deps.db, requireUser(request).user.id)),
  );

  app.put(
    '/v1/users/preferences',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['user'],
        summary: "Replace the caller's email preferences (lifts an earlier unsubscribe)",
        body: UpdateEmailPreferencesBody,
        response: { 200: EmailPreferencesDto },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      if (caller.impersonating) throw impersonationRefused();
      await saveEmailPreferences(app.deps.db, caller.user.id, request.body, app.deps.clock.now());
      return toDto(await loadEmailPreferences(app.deps.db, caller.user.id));
    },
  );
}

const impersonationRefused = (): ApiError =>
  new ApiError(403, 403, 'Email preferences can only be changed by the user themselves, not while impersonating.');
