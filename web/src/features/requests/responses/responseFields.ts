import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { refusalsOf, sendOutcome } from '../../../ui/useMutationForm';
import type { UserError } from '../../../ui/useMutationForm';
import { evictRequestLists } from '../requestMutations';

/** Everything the responses screens show of a response (the grid, the responder's own). */
export const ResponseFieldsFragment = graphql(`
  fragment ResponseFields_response on RequestResponse {
    id
    requestId
    message
    excerpt
    timeline
    price
    status
    declineReason
    posterRating
    isContractedPartner
    threadId
    createdAt
    company {
      id
      name
      alias
      roleName
      country
    }
  }
`);

/**
 * What every change to a response answers: the response as changed (every field the screens show,
 * so an edited proposal shows at once), or the refusals.
 */
export const ResponseChangeFragment = graphql(`
  fragment ResponseChange_payload on RequestResponsePayload {
    response {
      id
      status
      posterRating
      declineReason
      ...ResponseFields_response
    }
    errors {
      ...UserErrorFields
    }
  }
`);

export type MaskedChange = FragmentType<typeof ResponseChangeFragment> | null | undefined;

/** A response change's refusals, or none once done (every failure folded in). */
export async function changeRefusals(change: () => Promise<MaskedChange>): Promise<UserError[]> {
  return refusalsOf(
    await sendOutcome(
      async () => getFragmentData(ResponseChangeFragment, await change()),
      (payload) => payload.response,
    ),
  );
}

/**
 * What a change of a response touches beyond the response itself: the request's header (its
 * status, response count and the poster's actions), the responses shown, and the request lists'
 * counts (loaded again when next shown). Every response mutation is sent with these options, so
 * the page shows the change without a reload (issue 26).
 */
export const RESPONSE_CHANGE_OPTIONS = {
  refetchQueries: ['RequestPage', 'RequestResponsesSection', 'ResponseGrid'],
  update: evictRequestLists,
};
