import { graphql } from '../../../__generated__';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import { useState } from 'react';
import { FormDialog } from '../../../ui/FormDialog';
import { TextField } from '../../../ui/TextField';
import { useMutationForm } from '../../../ui/useMutationForm';

export const ReportReviewDocument = graphql(`
  mutation ReportReview($id: ID!, $reason: String!) {
    reportReview(id: $id, reason: $reason) {
      review {
        id
        reported
        hidden
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** "Report abuse": the reason goes to the admin group, which hides the review or dismisses the report. */
export function ReportDialog({ reviewId, title, onClose }: { reviewId: string; title: string; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const form = useMutationForm(ReportReviewDocument, { payload: (data) => data.reportReview, fields: ['reason'] });
  return (
    <FormDialog
      title={`Report "${title}"`}
      onClose={onClose}
      onSubmit={() =>
        void form.send({ id: reviewId, reason }).then((outcome) => {
          if ('ok' in outcome) onClose();
        })
      }
      submitLabel="Report abuse"
      submitting={form.loading}
      destructive
      errors={form.errors}
    >
      <TextField
        label="Why should the admin team look at it?"
        name="reason"
        multiline
        rows={3}
        value={reason}
        onChange={setReason}
        maxLength={FIELD_LIMITS.ReviewReportBody.reason}
        helperText="The admin team may hide the review if it breaks the rules. The reviewer is not told."
        error={form.fieldErrors.reason}
      />
    </FormDialog>
  );
}
