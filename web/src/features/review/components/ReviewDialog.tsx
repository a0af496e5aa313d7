import { SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import { FormDialog } from '../../../ui/FormDialog';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { useMutationForm } from '../../../ui/useMutationForm';
import { CRITERIA, type Criterion, starText } from '../reviewFormat';

export const WriteReviewDocument = graphql(`
  mutation WriteReview($companyId: ID!, $input: ReviewInput!) {
    writeReview(companyId: $companyId, input: $input) {
      review {
        ...ReviewItem_review
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const UpdateReviewDocument = graphql(`
  mutation UpdateReview($id: ID!, $input: ReviewInput!) {
    updateReview(id: $id, input: $input) {
      review {
        ...ReviewItem_review
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export interface ReviewValues {
  quality: number;
  timeliness: number;
  communication: number;
  value: number;
  title: string;
  body: string;
}

type Field = Criterion | 'title' | 'body';
const FIELDS: readonly Field[] = ['quality', 'timeliness', 'communication', 'value', 'title', 'body'];
const STAR_OPTIONS = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${starText(n)} ${n} of 5` }));

export interface ReviewDialogProps {
  companyId: string;
  companyName: string;
  /** The review to edit; none: a new one. */
  review?: { id: string } & ReviewValues;
  onClose: () => void;
  /** Queries to refetch once it is saved (the averages and the list). */
  refetchQueries: string[];
}

/** Writes or edits the viewer's company's review: four criteria in stars, a title and a text. */
export function ReviewDialog({ companyId, companyName, review, onClose, refetchQueries }: ReviewDialogProps) {
  const [values, setValues] = useState<Record<Criterion, string> & { title: string; body: string }>({
    quality: review ? String(review.quality) : '',
    timeliness: review ? String(review.timeliness) : '',
    communication: review ? String(review.communication) : '',
    value: review ? String(review.value) : '',
    title: review?.title ?? '',
    body: review?.body ?? '',
  });
  const options = { fields: FIELDS, refetchQueries, awaitRefetchQueries: true };
  const write = useMutationForm(WriteReviewDocument, { ...options, payload: (data) => data.writeReview });
  const update = useMutationForm(UpdateReviewDocument, { ...options, payload: (data) => data.updateReview });
  const form = review ? update : write;
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    const missing = CRITERIA.filter((c) => values[c.key] === '');
    if (missing.length > 0) {
      form.setFieldErrors(
        Object.fromEntries(missing.map((c) => [c.key, `Choose the stars for ${c.label.toLowerCase()}.`])),
      );
      return;
    }
    const input = {
      quality: Number(values.quality),
      timeliness: Number(values.timeliness),
      communication: Number(values.communication),
      value: Number(values.value),
      title: values.title,
      body: values.body,
    };
    const outcome = review ? await update.send({ id: review.id, input }) : await write.send({ companyId, input });
    if ('ok' in outcome) onClose();
  };

  return (
    <FormDialog
      title={review ? `Edit your review of ${companyName}` : `Review ${companyName}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={review ? 'Save review' : 'Publish review'}
      submitting={form.loading}
      errors={form.errors}
      size="lg"
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3}>
        {CRITERIA.map((c) => (
          <SelectField
            key={c.key}
            label={c.label}
            name={c.key}
            value={values[c.key]}
            options={STAR_OPTIONS}
            placeholder="Choose stars"
            onChange={set(c.key)}
            error={form.fieldErrors[c.key]}
          />
        ))}
      </SimpleGrid>
      <TextField
        label="Title"
        name="title"
        value={values.title}
        onChange={set('title')}
        maxLength={FIELD_LIMITS.ReviewBody.title}
        error={form.fieldErrors.title}
      />
      <TextField
        label="Your review"
        name="body"
        multiline
        rows={6}
        value={values.body}
        onChange={set('body')}
        maxLength={FIELD_LIMITS.ReviewBody.body}
        helperText="At least 20 characters: what you worked on together and how it went."
        error={form.fieldErrors.body}
      />
    </FormDialog>
  );
}
