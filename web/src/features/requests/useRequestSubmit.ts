import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { getFragmentData } from '../../__generated__';
import type { FragmentType } from '../../__generated__';
import { useModals } from '../../shared/modals/modalContext';
import { isLapsed } from '../../shared/session/subscriptionAccess';
import { useViewer } from '../../shared/session/useViewer';
import { hasUserErrorCode, sendOutcome } from '../../ui/useMutationForm';
import type { SendOutcome, UserError } from '../../ui/useMutationForm';
import { localErrors, toRequestInput } from './requestForm';
import type { RequestFormValues } from './requestForm';
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

/** A request change's answer, read: the request as saved, or the refusals. */
const changed = (send: () => Promise<FragmentType<typeof RequestChangeFragment> | null | undefined>) =>
  sendOutcome(
    async () => getFragmentData(RequestChangeFragment, await send()),
    (payload): Saved | null | undefined => payload.request,
  );

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
  const [errors, setErrors] = useState<UserError[]>([]);
  const [saving, setSaving] = useState(false);

  async function save(values: RequestFormValues, publish: boolean): Promise<SendOutcome<Saved>> {
    const kind = values.kind;
    if (!kind) return { errors: localErrors(values) };
    const input = toRequestInput(values, kind);
    const update = (cache: Parameters<typeof evictRequestLists>[0]) => evictRequestLists(cache);
    if (!edited) {
      return changed(
        async () =>
          (await client.mutate({ mutation: CreateRequestDocument, variables: { input, publish }, update })).data
            ?.createRequest,
      );
    }
    const variables = { id: edited.id, version: edited.version, input };
    const saved = await changed(
      async () => (await client.mutate({ mutation: UpdateRequestDocument, variables, update })).data?.updateRequest,
    );
    if (!publish || 'errors' in saved) return saved;
    const version = saved.ok.version;
    return changed(
      async () =>
        (await client.mutate({ mutation: PublishRequestDocument, variables: { id: edited.id, version }, update })).data
          ?.publishRequest,
    );
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
    if (hasUserErrorCode(outcome.errors, 'EXPLORER_LIMIT')) modals.open('explorerFeatures', {});
    else if (hasUserErrorCode(outcome.errors, 'PLAN_REQUIRED')) {
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
