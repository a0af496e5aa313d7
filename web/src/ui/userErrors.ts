import { getFragmentData, graphql } from '../__generated__';
import type { FragmentType } from '../__generated__';
import type { UserErrorFieldsFragment as UserErrorFields } from '../__generated__/graphql';

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
