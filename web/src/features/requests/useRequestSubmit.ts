import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { getFragmentData } from '../../__generated__';
import { errorMessages } from '../../shared/errorMessages';
import { useModals } from '../../shared/modals/modalContext';
import { isLapsed } from '../../shared/session/subscriptionAccess';
import { useViewer } from '../../shared/session/useViewer';
import { localErrors, toRequestInput } from './requestForm';
import type { FormError, RequestFormValues } from './requestForm';
import {
  CreateRequestDocument,
  evictRequestLists,
  PublishRequestDocument,
  RequestChangeFragment,
  UpdateRequestDocument,
} from './requestMutations';
import { requestPath } from './requestsUrls';

/** The request being edited (none for a new one). */
export interface EditedRequest {
  id: string;
  version: number;
}

interface Saved {
  id: string;
  version: number;
}
type Outcome = { ok: Saved } | { errors: FormError[] };

const failure = (error: unknown): Outcome => ({
  errors: errorMessages(error).map((message) => ({ code: 'ERROR', field: null, message })),
});

/**
 * Saves the form (a draft, a publish, an edit) and goes to the request; a refusal leaves the form
 * as typed and says why at the fields. Explorer's and a missing plan's refusals open spec §4's
 * modals (the form stays behind them).
 */
export function useRequestSubmit(edited: EditedRequest | null) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const modals = useModals();
  const viewer = useViewer();
  const [errors, setErrors] = useState<FormError[]>([]);
  const [saving, setSaving] = useState(false);

  async function save(values: RequestFormValues, publish: boolean): Promise<Outcome> {
    const kind = values.kind;
    if (!kind) return { errors: localErrors(values) };
    const input = toRequestInput(values, kind);
    const update = (cache: Parameters<typeof evictRequestLists>[0]) => evictRequestLists(cache);
    try {
      if (!edited) {
        const { data } = await client.mutate({
          mutation: CreateRequestDocument,
          variables: { input, publish },
          update,
        });
        const payload = getFragmentData(RequestChangeFragment, data?.createRequest);
        if (!payload) return failure(null);
        return payload.request ? { ok: payload.request } : { errors: payload.errors };
      }
      const { data } = await client.mutate({
        mutation: UpdateRequestDocument,
        variables: { id: edited.id, version: edited.version, input },
        update,
      });
      const payload = getFragmentData(RequestChangeFragment, data?.updateRequest);
      if (!payload?.request) return payload ? { errors: payload.errors } : failure(null);
      if (!publish) return { ok: payload.request };
      const published = await client.mutate({
        mutation: PublishRequestDocument,
        variables: { id: edited.id, version: payload.request.version },
        update,
      });
      const outcome = getFragmentData(RequestChangeFragment, published.data?.publishRequest);
      if (!outcome) return failure(null);
      return outcome.request ? { ok: outcome.request } : { errors: outcome.errors };
    } catch (error) {
      return failure(error);
    }
  }

  async function submit(values: RequestFormValues, publish: boolean): Promise<void> {
    const local = localErrors(values);
    setErrors(local);
    if (local.length > 0) return;
    setSaving(true);
    const outcome = await save(values, publish);
    setSaving(false);
    if ('ok' in outcome) {
      void navigate(requestPath(outcome.ok.id));
      return;
    }
    setErrors(outcome.errors);
    if (outcome.errors.some((error) => error.code === 'EXPLORER_LIMIT')) modals.open('explorerFeatures', {});
    else if (outcome.errors.some((error) => error.code === 'PLAN_REQUIRED')) {
      const reason = outcome.errors.find((error) => error.code === 'PLAN_REQUIRED')?.message ?? null;
      modals.open('subscriptionRequired', {
        situation: isLapsed(viewer?.subscription) ? 'renew' : 'free-trial',
        companyName: viewer?.user?.company?.name ?? null,
        reason,
      });
    }
  }

  return { errors, saving, submit };
}
