import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { type FragmentType, getFragmentData, graphql } from '../../__generated__';
import { refusalsOf, sendOutcome } from '../../ui/useMutationForm';
import type { MutationPayload } from '../../ui/useMutationForm';
import type { AlertDraft } from './alertDraft';
import type { AlertAction } from './components/MyCapabilityAlertRow';

// What every change answers: the alert after it, with every field the company's list shows and
// edits from (so its row follows from the answer), or the refusals.
export const CapabilityAlertChangeFragment = graphql(`
  fragment CapabilityAlertChange_payload on CapabilityAlertPayload {
    alert {
      id
      ...AlertDraft_alert
      ...MyCapabilityAlertRow_alert
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

/**
 * Where alerts show beyond the company's own list: the public list, and company search, whose
 * "Has published capability alerts" filter follows the company's current alerts. A publish, a
 * withdrawal or an edit (new dates, new words) may change who is on them, so they are forgotten
 * and load again when next shown, instead of showing the list as it was (search, cache-first,
 * would show it until a reload).
 */
export function evictPublicAlertLists(cache: ApolloCache): void {
  for (const fieldName of ['capabilityAlerts', 'searchCompanies']) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

// An alert added or deleted changes the company's list and its count: the page shown is read again.
const OWN_LIST = { refetchQueries: ['CapabilityDashboardPage'], awaitRefetchQueries: true };

/**
 * The company's alert changes; each answers its refusals ([] when done). Each answer carries the
 * alert as changed, which updates its row wherever it shows; the lists whose members change are
 * read again (the company's own, shown) or forgotten (the public ones, not shown).
 */
export function useAlertMutations() {
  const [create, created] = useMutation(CreateCapabilityAlertDocument, {
    ...OWN_LIST,
    update: (cache, _result, { variables }) => {
      if (variables?.publish) evictPublicAlertLists(cache);
    },
  });
  const [update, updated] = useMutation(UpdateCapabilityAlertDocument, { update: evictPublicAlertLists });
  const [publish] = useMutation(PublishCapabilityAlertDocument, { update: evictPublicAlertLists });
  const [withdraw] = useMutation(WithdrawCapabilityAlertDocument, { update: evictPublicAlertLists });
  // Only drafts are deleted: no public list held it.
  const [remove] = useMutation(DeleteCapabilityAlertDocument, {
    ...OWN_LIST,
    update: (cache, { data }) => {
      const id = data?.deleteCapabilityAlert.deletedId;
      if (id) cache.evict({ id: cache.identify({ __typename: 'CapabilityAlert', id }) });
      cache.gc();
    },
  });
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
