import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { SubscriptionConfirmation } from '../../__generated__/graphql';
import { useSession } from '../../shared/session/useViewer';
import { useFormFeedback } from '../../ui/useMutationForm';
import type { MutationPayload } from '../../ui/useMutationForm';
import { confirmationPath } from './subscriptionUrls';

/** A change of the subscription answers the confirmation screen to show. */
interface ChangePayload extends MutationPayload {
  confirmation?: SubscriptionConfirmation | null;
}

/**
 * A change of the subscription (cancel, the period, Explorer): once the api confirms it, the
 * session is read again (its plan gates every page) and the confirmation screen shows; refusals
 * stay in `errors`.
 */
export function useSubscriptionChange({ replace = false }: { replace?: boolean } = {}) {
  const { refresh } = useSession();
  const navigate = useNavigate();
  const feedback = useFormFeedback();
  const { run } = feedback;

  const change = useCallback(
    async (send: () => Promise<ChangePayload | null | undefined>) => {
      const outcome = await run(send, { accept: (payload) => Boolean(payload.confirmation) });
      if ('errors' in outcome || !outcome.ok.confirmation) return false;
      await refresh().catch(() => undefined);
      await navigate(confirmationPath(outcome.ok.confirmation), { replace });
      return true;
    },
    [navigate, refresh, replace, run],
  );

  return { change, errors: feedback.errors };
}
