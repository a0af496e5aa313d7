import { useMutation } from '@apollo/client/react';
import { type FragmentType, getFragmentData, graphql } from '../../__generated__';
import { refusalsOf, sendOutcome } from '../../ui/useMutationForm';
import type { MutationPayload } from '../../ui/useMutationForm';
import type { AlertDraft } from './alertDraft';
import type { AlertAction } from './components/MyCapabilityAlertRow';

// What every change answers: the alert after it, or the refusals.
export const CapabilityAlertChangeFragment = graphql(`
  fragment CapabilityAlertChange_payload on CapabilityAlertPayload {
    alert {
      id
      status
    }
    errors {
      ...UserErrorFields
    }
  }
`);

export const CreateCapabilityAlertDocument = graphql(`
  mutation CreateCapabilityAlert($input: SaveCapabilityAlertInput!, $publish: Boolean!) {
    createCapabilityAlert(input: $input, publish: $publish) {
      ...CapabilityAlertChange_payload
    }
  }
`);

export const UpdateCapabilityAlertDocument = graphql(`
  mutation UpdateCapabilityAlert($id: ID!, $input: SaveCapabilityAlertInput!) {
    updateCapabilityAlert(id: $id, input: $input) {
      ...CapabilityAlertChange_payload
    }
  }
`);

export const PublishCapabilityAlertDocument = graphql(`
  mutation PublishCapabilityAlert($id: ID!) {
    publishCapabilityAlert(id: $id) {
      ...CapabilityAlertChange_payload
    }
  }
`);

export const WithdrawCapabilityAlertDocument = graphql(`
  mutation WithdrawCapabilityAlert($id: ID!) {
    withdrawCapabilityAlert(id: $id) {
      ...CapabilityAlertChange_payload
    }
  }
`);

export const DeleteCapabilityAlertDocument = graphql(`
  mutation DeleteCapabilityAlert($id: ID!) {
    deleteCapabilityAlert(id: $id) {
      deletedId
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** A change's refusals, every failure folded in; none once it was done. */
const refusals = async (send: () => Promise<MutationPayload | null | undefined>) => refusalsOf(await sendOutcome(send));

/** A change of an alert, read. */
const changed = (payload: FragmentType<typeof CapabilityAlertChangeFragment> | undefined) =>
  getFragmentData(CapabilityAlertChangeFragment, payload);

const trimmed = (draft: AlertDraft): AlertDraft => ({
  ...draft,
  title: draft.title.trim(),
  description: draft.description.trim(),
});

/** The company's alert changes; each answers its refusals ([] when done). The list is refetched after each. */
export function useAlertMutations(refetchQueries: string[]) {
  const options = { refetchQueries, awaitRefetchQueries: true };
  const [create, created] = useMutation(CreateCapabilityAlertDocument, options);
  const [update, updated] = useMutation(UpdateCapabilityAlertDocument, options);
  const [publish] = useMutation(PublishCapabilityAlertDocument, options);
  const [withdraw] = useMutation(WithdrawCapabilityAlertDocument, options);
  const [remove] = useMutation(DeleteCapabilityAlertDocument, options);
  return {
    saving: created.loading || updated.loading,
    save: (id: string | null, draft: AlertDraft, publishNow: boolean) =>
      refusals(async () =>
        changed(
          id === null
            ? (await create({ variables: { input: trimmed(draft), publish: publishNow } })).data?.createCapabilityAlert
            : (await update({ variables: { id, input: trimmed(draft) } })).data?.updateCapabilityAlert,
        ),
      ),
    act: (id: string, action: AlertAction) =>
      refusals(async () => {
        if (action === 'publish') return changed((await publish({ variables: { id } })).data?.publishCapabilityAlert);
        if (action === 'withdraw')
          return changed((await withdraw({ variables: { id } })).data?.withdrawCapabilityAlert);
        return (await remove({ variables: { id } })).data?.deleteCapabilityAlert;
      }),
  };
}
