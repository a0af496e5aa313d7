import { useMutation } from '@apollo/client/react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useCallback, useState } from 'react';
import type { Dispatch, SetStateAction } from 'react';
import { getFragmentData, graphql } from '../__generated__';
import type { FragmentType } from '../__generated__';
import type { UserErrorFieldsFragment as UserErrorFields } from '../__generated__/graphql';
import { errorMessages } from '../shared/errorMessages';
/**
 * What every mutation payload's `errors: [UserError!]!` selects: `errors { ...UserErrorFields }`.
 * One fragment, so a payload's refusals read the same everywhere (`readUserErrors`).
 */
export const UserErrorFieldsFragment = graphql(`
  fragment UserErrorFields on UserError {
    code
    field
    message
  }
`);

/** A refusal as the bff words it: a catalogue code, the input field at fault (if one), the message. */
export type UserError = Omit<UserErrorFields, ' $fragmentName' | '__typename'>;

/** A payload's `errors` as a document selects them (masked behind the fragment). */
export type UserErrorRefs = ReadonlyArray<FragmentType<typeof UserErrorFieldsFragment>>;

/** Anything a mutation answers with: its refusals, empty when it worked. */
export interface MutationPayload {
  errors: UserErrorRefs;
}

/** A payload's refusals, readable. */
export function readUserErrors(errors: UserErrorRefs): UserError[] {
  return [...getFragmentData(UserErrorFieldsFragment, errors)];
}

/** Whether the refusals include `code` (e.g. EXPLORER_LIMIT, which opens the upgrade modal). */
export const hasUserErrorCode = (errors: readonly UserError[], code: string): boolean =>
  errors.some((error) => error.code === code);

/** What a send answered: the payload (or the value taken from it), or the refusals to show. */
export type SendOutcome<T> = { ok: T } | { errors: UserError[] };

/** The code of a failure without a payload's words (network, top-level GraphQL error, no answer). */
const FAILED = 'ERROR';
const failure = (error: unknown): UserError[] =>
  errorMessages(error).map((message) => ({ code: FAILED, field: null, message }));

/**
 * Runs a send and folds every failure into user errors: the payload's own (REPLY_NOT_ALLOWED,
 * BAD_USER_INPUT...), top-level GraphQL errors and network failures alike. `value` picks what the
 * caller needs from a payload without errors; a payload without it (null) counts as a failure.
 */
export function sendOutcome<P extends MutationPayload>(
  send: () => Promise<P | null | undefined>,
): Promise<SendOutcome<P>>;
export function sendOutcome<P extends MutationPayload, T>(
  send: () => Promise<P | null | undefined>,
  value: (payload: P) => T | null | undefined | false,
): Promise<SendOutcome<T>>;
export async function sendOutcome<P extends MutationPayload>(
  send: () => Promise<P | null | undefined>,
  value: (payload: P) => unknown = (payload) => payload,
): Promise<SendOutcome<unknown>> {
  try {
    const payload = await send();
    if (payload && payload.errors.length > 0) return { errors: readUserErrors(payload.errors) };
    const picked = payload ? value(payload) : null;
    if (picked !== null && picked !== undefined && picked !== false) return { ok: picked };
  } catch (error) {
    return { errors: failure(error) };
  }
  return { errors: failure(null) };
}

/** The messages of refusals, once each, in order. */
export const messagesOf = (errors: readonly UserError[]): string[] => [
  ...new Set(errors.map((error) => error.message)),
];

/** True when the refusals are the server's answer to what was sent, not a failure to get one (offline...). */
export const isRefusal = (errors: readonly UserError[]): boolean => errors.some((error) => error.code !== FAILED);

/** Runs a send for its effect alone: null when it worked, else the messages to show. */
export async function sendForMessages(
  send: () => Promise<MutationPayload | null | undefined>,
): Promise<string[] | null> {
  const outcome = await sendOutcome(send);
  return 'errors' in outcome ? messagesOf(outcome.errors) : null;
}

/** An outcome's refusals, none when it worked: for forms that place them themselves. */
export const refusalsOf = (outcome: SendOutcome<unknown>): UserError[] => ('errors' in outcome ? outcome.errors : []);

/** Messages by form field. */
export type FieldErrors<TField extends string> = Partial<Record<TField, string>>;

/** The payload `field`s a form shows under its own fields: their names, or the api's name → the form's. */
export type ShownFields<TField extends string> = readonly TField[] | Readonly<Record<string, TField>>;

/** Refusals split into the messages of the form's fields (the first for each) and the rest. */
export function placeUserErrors<TField extends string>(
  errors: readonly UserError[],
  fields: ShownFields<TField> = [],
): { fieldErrors: FieldErrors<TField>; errors: string[] } {
  const formField = (name: string | null | undefined): TField | undefined => {
    if (!name) return undefined;
    if (Array.isArray(fields)) return (fields as readonly string[]).includes(name) ? (name as TField) : undefined;
    const map = fields as Readonly<Record<string, TField>>;
    return Object.hasOwn(map, name) ? map[name] : undefined;
  };
  const fieldErrors: FieldErrors<TField> = {};
  const rest: UserError[] = [];
  for (const error of errors) {
    const field = formField(error.field);
    if (field === undefined) rest.push(error);
    else fieldErrors[field] ??= error.message;
  }
  return { fieldErrors, errors: messagesOf(rest) };
}

export interface RunOptions<TPayload, TField extends string> {
  /** The notice once it worked ('Your profile has been saved.'). */
  done?: string;
  /** Whether a payload without errors is one the form can use; one that is not gets the generic message. */
  accept?: (payload: TPayload) => boolean;
  /** Which refusals show under the form's fields (the rest above it). */
  fields?: ShownFields<TField>;
}

export interface FormFeedback<TField extends string> {
  /** Sends, then shows what came of it: refusals at their fields or above the form, or the notice. */
  run: <TPayload extends MutationPayload>(
    send: () => Promise<TPayload | null | undefined>,
    options?: RunOptions<TPayload, TField>,
  ) => Promise<SendOutcome<TPayload>>;
  fieldErrors: FieldErrors<TField>;
  /** For the form's own checks before sending; the next `run` replaces them. */
  setFieldErrors: Dispatch<SetStateAction<FieldErrors<TField>>>;
  /** The form-level messages: refusals of no shown field, failures, or what the form sets itself. */
  errors: string[];
  setErrors: Dispatch<SetStateAction<string[]>>;
  notice: string;
  setNotice: Dispatch<SetStateAction<string>>;
  /** Clears every message and the notice (e.g. when the user edits again). */
  clear: () => void;
}

/** A form's messages, and the sends that set them: one place for what every form shows after a send. */
export function useFormFeedback<TField extends string = never>(): FormFeedback<TField> {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<TField>>({});
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState('');

  const clear = useCallback(() => {
    setFieldErrors({});
    setErrors([]);
    setNotice('');
  }, []);

  const run = useCallback(
    async <TPayload extends MutationPayload>(
      send: () => Promise<TPayload | null | undefined>,
      { done = '', accept, fields }: RunOptions<TPayload, TField> = {},
    ): Promise<SendOutcome<TPayload>> => {
      clear();
      const outcome = await sendOutcome(send, (payload) => (accept && !accept(payload) ? null : payload));
      if ('errors' in outcome) {
        const placed = placeUserErrors(outcome.errors, fields);
        setFieldErrors(placed.fieldErrors);
        setErrors(placed.errors);
      } else setNotice(done);
      return outcome;
    },
    [clear],
  );

  return { run, fieldErrors, setFieldErrors, errors, setErrors, notice, setNotice, clear };
}

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
