import { useMutation } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { errorMessages } from '../../shared/errorMessages';
import type { AlertDraft, FormError } from './alertDraft';
import type { AlertAction } from './components/MyCapabilityAlertRow';

export const CreateCapabilityAlertDocument = graphql(`
  mutation CreateCapabilityAlert($input: SaveCapabilityAlertInput!, $publish: Boolean!) {
    createCapabilityAlert(input: $input, publish: $publish) {
      alert {
        id
      }
      errors {
        code
        field
        message
      }
    }
  }
`);

export const UpdateCapabilityAlertDocument = graphql(`
  mutation UpdateCapabilityAlert($id: ID!, $input: SaveCapabilityAlertInput!) {
    updateCapabilityAlert(id: $id, input: $input) {
      alert {
        id
      }
      errors {
        code
        field
        message
      }
    }
  }
`);

export const PublishCapabilityAlertDocument = graphql(`
  mutation PublishCapabilityAlert($id: ID!) {
    publishCapabilityAlert(id: $id) {
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
  }
`);

export const WithdrawCapabilityAlertDocument = graphql(`
  mutation WithdrawCapabilityAlert($id: ID!) {
    withdrawCapabilityAlert(id: $id) {
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
        id === null
          ? (await create({ variables: { input: trimmed(draft), publish: publishNow } })).data?.createCapabilityAlert
              .errors
          : (await update({ variables: { id, input: trimmed(draft) } })).data?.updateCapabilityAlert.errors,
      ),
    act: (id: string, action: AlertAction) =>
      outcome(async () => {
        if (action === 'publish') return (await publish({ variables: { id } })).data?.publishCapabilityAlert.errors;
        if (action === 'withdraw') return (await withdraw({ variables: { id } })).data?.withdrawCapabilityAlert.errors;
        return (await remove({ variables: { id } })).data?.deleteCapabilityAlert.errors;
      }),
  };
}
