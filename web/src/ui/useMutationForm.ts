import { useMutation } from '@apollo/client/react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useCallback } from 'react';
import type { SendOutcome } from './sendOutcome';
import { useFormFeedback } from './useFormFeedback';
import type { FormFeedback, RunOptions } from './useFormFeedback';
import type { MutationPayload } from './userErrors';

export interface MutationFormOptions<TData, TVariables extends OperationVariables, TPayload, TField extends string>
  extends
    Pick<
      useMutation.Options<TData, TVariables>,
      'update' | 'context' | 'fetchPolicy' | 'refetchQueries' | 'awaitRefetchQueries'
    >,
    RunOptions<TPayload, TField> {
  /** The mutation's payload in its answer (e.g. `(data) => data.updateProfile`). */
  payload: (data: TData) => TPayload | null | undefined;
}

export interface MutationForm<TVariables, TPayload, TField extends string> extends FormFeedback<TField> {
  /** Sends the mutation; refusals land on `fieldErrors` and `errors`, the payload comes back on success. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Apollo's own test for "no variables needed"
  send: (...[variables]: {} extends TVariables ? [TVariables?] : [TVariables]) => Promise<SendOutcome<TPayload>>;
  /** True while the mutation is in flight. */
  loading: boolean;
}

type Mutate<TData, TVariables> = (options: { variables?: TVariables }) => Promise<{ data?: TData | null }>;

/**
 * A form's mutation: sends it and puts the payload's refusals (`errors { ...UserErrorFields }`)
 * under their fields (`fields`), the rest, and any failure (offline, a top-level error), above the
 * form; `done` is the notice once it worked.
 */
export function useMutationForm<
  TData,
  TVariables extends OperationVariables,
  TPayload extends MutationPayload,
  TField extends string = never,
>(
  document: TypedDocumentNode<TData, TVariables>,
  { payload, accept, fields, done, ...options }: MutationFormOptions<TData, TVariables, TPayload, TField>,
): MutationForm<TVariables, TPayload, TField> {
  const [mutate, { loading }] = useMutation(document, options);
  const feedback = useFormFeedback<TField>();
  const { run } = feedback;

  const send = useCallback(
    (variables?: TVariables) =>
      run(
        async () => {
          const { data } = await (mutate as Mutate<TData, TVariables>)({ variables });
          return data ? payload(data) : null;
        },
        { done, accept, fields },
      ),
    [run, mutate, payload, done, accept, fields],
  );

  return { ...feedback, send: send as MutationForm<TVariables, TPayload, TField>['send'], loading };
}
