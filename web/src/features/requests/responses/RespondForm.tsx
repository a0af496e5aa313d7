import { Button, Flex, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import { FIELD_LIMITS, NUMBER_LIMITS } from '../../../__generated__/fieldLimits';
import { useModals } from '../../../shared/modals/modalContext';
import { ErrorAlert, ErrorAlerts } from '../../../ui/ErrorAlert';
import { TextField } from '../../../ui/TextField';
import { characterCount } from '../../../ui/textLimit';
import { evictInboxLists } from '../../messaging';
import { hasUserErrorCode, placeUserErrors } from '../../../ui/useMutationForm';
import type { UserError } from '../../../ui/useMutationForm';
import { changeRefusals, RESPONSE_CHANGE_OPTIONS } from './responseFields';

export const RespondFormRespondDocument = graphql(`
  mutation RespondFormRespond($input: RespondToRequestInput!) {
    respondToRequest(input: $input) {
      ...ResponseChange_payload
    }
  }
`);

export const RespondFormUpdateDocument = graphql(`
  mutation RespondFormUpdate($input: RespondToRequestInput!) {
    updateMyResponse(input: $input) {
      ...ResponseChange_payload
    }
  }
`);

/** What the responder has typed: the price as typed ("12,500", "$9000" or empty). */
export interface ResponseDraft {
  message: string;
  timeline: string;
  price: string;
}

export const EMPTY_DRAFT: ResponseDraft = { message: '', timeline: '', price: '' };

const LIMITS = FIELD_LIMITS.RespondBody;
const MAX_PRICE = NUMBER_LIMITS.RespondBody.price;
const PRICE_MESSAGE = `Enter the price in whole US dollars (0 to ${MAX_PRICE.toLocaleString('en-US')}), e.g. 12500.`;
// Room for the largest price as people write it ("$1,000,000,000").
const PRICE_MAX_LENGTH = `$${MAX_PRICE.toLocaleString('en-US')}`.length;

/** The typed price as whole dollars: null when empty, NaN when it is not a price. */
export function parsePrice(typed: string): number | null {
  const digits = typed.replace(/[$,\s]/g, '');
  if (digits === '') return null;
  if (!/^\d+$/.test(digits)) return Number.NaN;
  const value = Number(digits);
  return value > MAX_PRICE ? Number.NaN : value;
}

function validate(draft: ResponseDraft): UserError[] {
  const errors: UserError[] = [];
  const refuse = (field: string, message: string) => errors.push({ code: 'BAD_USER_INPUT', field, message });
  if (!draft.message.trim()) refuse('message', 'Write your proposal.');
  else if (characterCount(draft.message.trim()) > LIMITS.message) refuse('message', 'Your proposal is too long.');
  if (!draft.timeline.trim()) refuse('timeline', 'Say when you could deliver.');
  else if (characterCount(draft.timeline.trim()) > LIMITS.timeline) refuse('timeline', 'The timeline is too long.');
  if (Number.isNaN(parsePrice(draft.price))) refuse('price', PRICE_MESSAGE);
  return errors;
}

export interface RespondFormProps {
  requestId: string;
  /** `edit` changes the company's own response; `create` sends a new one. */
  mode: 'create' | 'edit';
  initial?: ResponseDraft;
  /** Explorer's responses left this month (said above the form); null when unlimited. */
  responsesLeft?: number | null;
  onDone: () => void;
  onCancel?: () => void;
}

/**
 * The respond form: proposal, timeline and optional price. Refused, the reason shows at its field
 * (or above the form) and the text stays; Explorer's monthly limit opens spec §4's Explorer modal,
 * a missing plan the subscription modal, the draft kept behind them.
 */
export function RespondForm({
  requestId,
  mode,
  initial = EMPTY_DRAFT,
  responsesLeft,
  onDone,
  onCancel,
}: RespondFormProps) {
  const modals = useModals();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<UserError[]>([]);
  // A response opens a thread with the poster: the responder's inbox lists are read again when shown.
  const [respond, created] = useMutation(RespondFormRespondDocument, {
    ...RESPONSE_CHANGE_OPTIONS,
    update: (cache) => {
      RESPONSE_CHANGE_OPTIONS.update(cache);
      evictInboxLists(cache);
    },
  });
  const [update, updated] = useMutation(RespondFormUpdateDocument, RESPONSE_CHANGE_OPTIONS);

  async function send() {
    const invalid = validate(draft);
    setErrors(invalid);
    if (invalid.length > 0) return;
    const input = {
      requestId,
      message: draft.message.trim(),
      timeline: draft.timeline.trim(),
      price: parsePrice(draft.price),
    };
    const refused = await changeRefusals(async () =>
      mode === 'create'
        ? (await respond({ variables: { input } })).data?.respondToRequest
        : (await update({ variables: { input } })).data?.updateMyResponse,
    );
    if (refused.length === 0) {
      onDone();
      return;
    }
    setErrors(refused);
    if (hasUserErrorCode(refused, 'EXPLORER_LIMIT')) modals.open('explorerFeatures', {});
    else if (hasUserErrorCode(refused, 'PLAN_REQUIRED'))
      modals.open('subscriptionRequired', { situation: 'free-trial' });
  }

  const placed = placeUserErrors(errors, ['message', 'timeline', 'price']);
  const change = (field: keyof ResponseDraft) => (value: string) => setDraft({ ...draft, [field]: value });
  return (
    <Stack
      as="form"
      gap={4}
      aria-label={mode === 'create' ? 'Respond to this request' : 'Edit your response'}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {responsesLeft !== null && responsesLeft !== undefined ? (
        <ErrorAlert
          status="info"
          message={`${responsesLeft} ${responsesLeft === 1 ? 'response' : 'responses'} left this month on Explorer.`}
        />
      ) : null}
      <ErrorAlerts messages={placed.errors} />
      <TextField
        label="Your proposal"
        name="message"
        multiline
        rows={6}
        value={draft.message}
        onChange={change('message')}
        maxLength={LIMITS.message}
        error={placed.fieldErrors.message}
        helperText="Plain text. It also starts a conversation with the poster."
      />
      <TextField
        label="Timeline"
        name="timeline"
        value={draft.timeline}
        onChange={change('timeline')}
        maxLength={LIMITS.timeline}
        error={placed.fieldErrors.timeline}
        helperText="E.g. First patient in 8 weeks, 9 months of enrolment."
      />
      <TextField
        label="Price in US dollars (optional)"
        name="price"
        inputMode="numeric"
        value={draft.price}
        onChange={change('price')}
        maxLength={PRICE_MAX_LENGTH}
        error={placed.fieldErrors.price}
      />
      <Flex gap={2} justify="flex-end" wrap="wrap">
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" loading={created.loading || updated.loading}>
          {mode === 'create' ? 'Send response' : 'Save changes'}
        </Button>
      </Flex>
    </Stack>
  );
}
