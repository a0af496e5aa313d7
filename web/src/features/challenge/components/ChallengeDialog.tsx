import { Input } from '@chakra-ui/react';
import { useState } from 'react';
import { getFragmentData, type FragmentType } from '../../../__generated__';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import { FormDialog } from '../../../ui/FormDialog';
import { FormField } from '../../../ui/FormField';
import { TextField } from '../../../ui/TextField';
import { useMutationForm } from '../../../ui/useMutationForm';
import {
  ChallengeEditFieldsFragment,
  CreateChallengeDocument,
  RequestChallengeDocument,
  UpdateChallengeDocument,
} from '../challenge.documents';

const FIELDS = ['headline', 'problemSummary', 'prize', 'deadline', 'howToApply'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const LIMITS = FIELD_LIMITS.CreateChallengeBody;

export interface ChallengeDialogProps {
  requestId: string;
  /** The challenge to edit; none: a new one, published at once. */
  challenge?: FragmentType<typeof ChallengeEditFieldsFragment>;
  /** What a new one starts from: the request's title and response deadline. */
  defaults: { headline: string; deadline: string };
  onClose: () => void;
}

/** Publishes the request as a challenge, or edits its challenge: headline, problem, prize, deadline, how to apply. */
export function ChallengeDialog({ requestId, challenge: ref, defaults, onClose }: ChallengeDialogProps) {
  const challenge = ref ? getFragmentData(ChallengeEditFieldsFragment, ref) : null;
  const [values, setValues] = useState<Values>({
    headline: challenge?.headline ?? defaults.headline,
    problemSummary: challenge?.problemSummary ?? '',
    prize: challenge?.prize ?? '',
    deadline: challenge?.deadline ?? defaults.deadline,
    howToApply:
      challenge?.howToApply ??
      'Respond to this request with a short proposal: where your solution is in use today, what a pilot would take, and a rough timeline and price.',
  });
  const options = {
    fields: [...FIELDS, 'requestId'] as const,
    refetchQueries: [RequestChallengeDocument],
    awaitRefetchQueries: true,
  };
  const create = useMutationForm(CreateChallengeDocument, { ...options, payload: (data) => data.createChallenge });
  const update = useMutationForm(UpdateChallengeDocument, { ...options, payload: (data) => data.updateChallenge });
  const form = challenge ? update : create;
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    const outcome = challenge
      ? await update.send({ id: challenge.id, input: values })
      : await create.send({ requestId, input: values, publish: true });
    if ('ok' in outcome) onClose();
  };

  const text = (field: Exclude<Field, 'deadline'>, label: string, rows?: number, helperText?: string) => (
    <TextField
      label={label}
      name={field}
      value={values[field]}
      onChange={set(field)}
      maxLength={LIMITS[field]}
      multiline={rows !== undefined}
      rows={rows}
      helperText={helperText}
      error={form.fieldErrors[field]}
    />
  );
  return (
    <FormDialog
      title={challenge ? 'Edit the challenge' : 'Publish as challenge'}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={challenge ? 'Save challenge' : 'Publish challenge'}
      submitting={form.loading}
      errors={[...form.errors, ...(form.fieldErrors.requestId ? [form.fieldErrors.requestId] : [])]}
      size="lg"
    >
      {text('headline', 'Headline')}
      {text('problemSummary', 'The problem', 5, 'Plain text: what is hard today and for whom.')}
      {text('prize', 'Prize or pilot', 2, 'What the winning company gets: an award, a paid pilot, a contract.')}
      <FormField
        label="Deadline"
        helperText="The last day to apply: on or before the request’s response deadline."
        error={form.fieldErrors.deadline}
      >
        <Input type="date" name="deadline" value={values.deadline} onChange={(e) => set('deadline')(e.target.value)} />
      </FormField>
      {text('howToApply', 'How to apply', 3, 'Companies apply by responding to this request.')}
    </FormDialog>
  );
}
