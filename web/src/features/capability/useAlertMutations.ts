import { useMutation } from '@apollo/client/react';
import { type FragmentType, getFragmentData, graphql } from '../../__generated__';
import { errorMessages } from '../../shared/errorMessages';
import type { AlertDraft, FormError } from './alertDraft';
import type { AlertAction } from './components/MyCapabilityAlertRow';

// What every change answers: the alert after it, or the refusals.
export const CapabilityAlertChangeFragment = graphql(`
  fragment CapabilityAlertChange_payload on CapabilityAlertPayload {
    alert {
      id
      status
    }
    errors {
      code
      field
      message
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
        code
        field
        message
      }
    }
  }
`);

/** Runs a change and folds every failure (payload errors, GraphQL errors, the network) into form errors. */
async function outcome(run: () => Promise<readonly FormError[] | undefined>): Promise<FormError[]> {
  try {
    const errors = await run();
    return errors ? [...errors] : errorMessages(null).map((message) => ({ code: 'ERROR', message }));
  } catch (error) {
    return errorMessages(error).map((message) => ({ code: 'ERROR', message }));
  }
}

/** A change's refusals (none when it was done); undefined when nothing came back. */
const errorsOf = (payload: FragmentType<typeof CapabilityAlertChangeFragment> | undefined) =>
  payload && getFragmentData(CapabilityAlertChangeFragment, payload).errors;

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
      outcome(async () =>
        errorsOf(
          id === null
            ? (await create({ variables: { input: trimmed(draft), publish: publishNow } })).data?.createCapabilityAlert
            : (await update({ variables: { id, input: trimmed(draft) } })).data?.updateCapabilityAlert,
        ),
      ),
    act: (id: string, action: AlertAction) =>
      outcome(async () => {
        if (action === 'publish') return errorsOf((await publish({ variables: { id } })).data?.publishCapabilityAlert);
        if (action === 'withdraw')
          return errorsOf((await withdraw({ variables: { id } })).data?.withdrawCapabilityAlert);
        return (await remove({ variables: { id } })).data?.deleteCapabilityAlert.errors;
      }),
  };
}
