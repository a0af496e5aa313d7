import { Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { ProfileClaim } from '../../../__generated__/graphql';
import { LoadState } from '../../../shared/ui/LoadStates';
import { AppLink } from '../../../ui/AppLink';
import { FormDialog } from '../../../ui/FormDialog';
import { SelectField } from '../../../ui/SelectField';
import { useMutationForm } from '../../../ui/useMutationForm';
import { DOCUMENT_UPLOAD_PATH } from '../../document';
import { CLAIM_LABELS } from '../claimLabels';
import {
  CompanyEvidenceQueryDocument,
  EvidenceDocumentsQueryDocument,
  SubmitClaimEvidenceDocument,
} from '../evidence.documents';

export interface AddEvidenceDialogProps {
  claim: ProfileClaim;
  onClose: () => void;
  /** After it was submitted (the card's list is refetched by then). */
  onAdded: (message: string) => void;
}

/** Chooses one of the company's documents as evidence of a claim, or leads to the upload page. */
export function AddEvidenceDialog({ claim, onClose, onAdded }: AddEvidenceDialogProps) {
  const { data, error, refetch } = useQuery(EvidenceDocumentsQueryDocument, { fetchPolicy: 'cache-and-network' });
  const [documentId, setDocumentId] = useState('');
  const form = useMutationForm(SubmitClaimEvidenceDocument, {
    payload: (result) => result.submitClaimEvidence,
    fields: ['documentId'],
    refetchQueries: [CompanyEvidenceQueryDocument],
    awaitRefetchQueries: true,
  });
  const documents = data?.documents.items ?? [];
  const label = CLAIM_LABELS[claim];

  async function submit() {
    if (!documentId) return form.setFieldErrors({ documentId: 'Choose a document.' });
    const outcome = await form.send({ claim, documentId });
    if ('ok' in outcome) onAdded(`Your evidence for "${label}" is waiting for review.`);
  }

  const upload = <AppLink to={DOCUMENT_UPLOAD_PATH}>Upload a document</AppLink>;
  return (
    <FormDialog
      title={`Add evidence: ${label}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel="Submit for review"
      submitting={form.loading}
      canSubmit={documents.length > 0}
      errors={form.errors}
    >
      {data ? (
        documents.length > 0 ? (
          <>
            <SelectField
              label="Document"
              name="documentId"
              value={documentId}
              placeholder="Choose a document"
              options={documents.map((document) => ({ value: document.id, label: document.name }))}
              onChange={setDocumentId}
              error={form.fieldErrors.documentId}
              helperText={<>The administrators will read it to verify the claim. Not there yet? {upload}.</>}
            />
          </>
        ) : (
          <Text>Your company has no documents yet. {upload}, then come back to add it as evidence.</Text>
        )
      ) : (
        <LoadState error={error} refetch={refetch} label="Loading your documents" />
      )}
    </FormDialog>
  );
}
