import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { PartnerNoteKind } from '../../../__generated__/graphql';
import { formatDateTime } from '../../../shared/format/dates';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { SectionCard } from '../../../ui/SectionCard';
import { sendForMessages } from '../../../ui/useMutationForm';
import { DeleteContractedPartnerNoteDocument } from '../partner.documents';
import { fullName, NOTE_KIND_LABELS } from '../partnerLabels';
import { NoteForm } from './NoteForm';

export interface PartnerNoteItem {
  id: string;
  kind: PartnerNoteKind;
  body: string;
  mine: boolean;
  canDelete: boolean;
  createdAt: string;
  updatedAt: string;
  author?: { firstName: string; lastName: string } | null;
}

export interface NotesCardProps {
  companyId: string;
  notes: readonly PartnerNoteItem[];
}

/** Colleagues' notes on a partner, newest first: the viewer edits theirs, deletes theirs (admins any). */
export function NotesCard({ companyId, notes }: NotesCardProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<PartnerNoteItem | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [remove, { loading }] = useMutation(DeleteContractedPartnerNoteDocument);

  const confirmDelete = async () => {
    if (!deleting) return;
    const id = deleting.id;
    const messages = await sendForMessages(
      async () => (await remove({ variables: { id } })).data?.deleteContractedPartnerNote,
    );
    setErrors(messages ?? []);
    setDeleting(null);
  };

  return (
    <SectionCard title="Notes">
      <Stack gap={5}>
        <NoteForm companyId={companyId} />
        <ErrorAlerts messages={errors} />
        {notes.length === 0 ? (
          <Text color="fg.muted">No notes yet. Notes are seen by your colleagues only.</Text>
        ) : (
          <Stack as="ul" gap={4} listStyleType="none" aria-label="Notes">
            {notes.map((note) => (
              <Stack as="li" key={note.id} gap={2} borderTopWidth="1px" pt={3}>
                <HStack gap={2} wrap="wrap">
                  <Badge>{NOTE_KIND_LABELS[note.kind]}</Badge>
                  <Text fontWeight="medium">{fullName(note.author)}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {formatDateTime(note.updatedAt)}
                    {note.updatedAt !== note.createdAt ? ' (edited)' : ''}
                  </Text>
                </HStack>
                {editing === note.id ? (
                  <NoteForm
                    companyId={companyId}
                    note={note}
                    onDone={() => setEditing(null)}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                    {note.body}
                  </Text>
                )}
                {editing === note.id ? null : (
                  <HStack gap={2}>
                    {note.mine ? (
                      <Button size="xs" variant="outline" onClick={() => setEditing(note.id)}>
                        Edit<Box as="span" srOnly>{` ${NOTE_KIND_LABELS[note.kind].toLowerCase()} note`}</Box>
                      </Button>
                    ) : null}
                    {note.canDelete ? (
                      <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(note)}>
                        Delete<Box as="span" srOnly>{` ${NOTE_KIND_LABELS[note.kind].toLowerCase()} note`}</Box>
                      </Button>
                    ) : null}
                  </HStack>
                )}
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this note?"
        description={deleting?.mine ? 'Your note will be deleted.' : "Your colleague's note will be deleted."}
        confirmLabel="Delete note"
        cancelLabel="Keep it"
        destructive
        confirming={loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </SectionCard>
  );
}
