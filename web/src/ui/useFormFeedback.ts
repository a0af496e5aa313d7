import { useCallback, useState } from 'react';
import type { Dispatch, SetStateAction } from 'react';
import { messagesOf, sendOutcome } from './sendOutcome';
import type { SendOutcome } from './sendOutcome';
import type { MutationPayload, UserError } from './userErrors';

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
