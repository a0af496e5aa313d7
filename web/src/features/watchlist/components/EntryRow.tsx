import { Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import type { WatchlistEntriesQuery } from '../../../__generated__/graphql';
import { formatDate } from '../../../shared/format/dates';
import { AppLink } from '../../../ui/AppLink';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import type { UserError } from '../../../ui/useMutationForm';
import { companyProfilePath } from '../../company';
import type { WatchlistFolder } from '../watchlistTypes';

type Entry = NonNullable<WatchlistEntriesQuery['watchlistEntries']>['items'][number];

export interface EntryRowProps {
  entry: Entry;
  /** False for a folder shared to view only: no changes offered. */
  editable: boolean;
  /** The folder it is in, then the other folders it can move to. */
  folderId: string;
  targets: readonly WatchlistFolder[];
  onNote: (note: string) => Promise<UserError[]>;
  onMove: (folderId: string) => Promise<void>;
  onRemove: () => Promise<void>;
}

/** A kept company: its profile link, when and by whom it was added, its note, and the changes an editor may make. */
export function EntryRow({ entry, editable, folderId, targets, onNote, onMove, onRemove }: EntryRowProps) {
  const [editing, setEditing] = useState(false);
  const [note, setNote] = useState(entry.note ?? '');
  const [moveTo, setMoveTo] = useState(folderId);
  const [noteError, setNoteError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const name = entry.company?.name ?? entry.companyName;
  const added = [
    formatDate(entry.addedAt),
    entry.addedBy ? `by ${entry.addedBy.firstName} ${entry.addedBy.lastName}` : null,
  ];

  async function save() {
    setPending(true);
    const refused = note === (entry.note ?? '') ? [] : await onNote(note);
    const message = refused.find((error) => error.field === 'note')?.message ?? null;
    setNoteError(message);
    if (refused.length === 0 && moveTo !== folderId) await onMove(moveTo);
    setPending(false);
    if (refused.length === 0) setEditing(false);
  }

  return (
    <Stack as="li" gap={2} py={3} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <Flex gap={3} justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={0} minW={0}>
          {entry.company ? (
            <AppLink to={companyProfilePath(entry.company.alias)} fontWeight="semibold" overflowWrap="anywhere">
              {name}
            </AppLink>
          ) : (
            <Text fontWeight="semibold">{`${name} (no longer listed)`}</Text>
          )}
          <Text fontSize="sm" color="fg.muted">{`Added ${added.filter(Boolean).join(' ')}`}</Text>
        </Stack>
        {editable ? (
          <HStack gap={2} wrap="wrap">
            {editing ? null : (
              <Button
                size="xs"
                variant="outline"
                onClick={() => setEditing(true)}
                aria-label={`Edit ${name}: its note or folder`}
              >
                Edit
              </Button>
            )}
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              loading={pending && !editing}
              aria-label={`Remove ${name}`}
              onClick={() => {
                setPending(true);
                void onRemove().finally(() => setPending(false));
              }}
            >
              Remove
            </Button>
          </HStack>
        ) : null}
      </Flex>
      {editing ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Stack gap={2}>
            <TextField
              label={`Note on ${name}`}
              name="note"
              value={note}
              onChange={setNote}
              maxLength={FIELD_LIMITS.WatchlistEntryUpdateBody.note}
              multiline
              rows={3}
              error={noteError ?? undefined}
            />
            {targets.length > 0 ? (
              <SelectField
                label="Folder"
                value={moveTo}
                options={[
                  { value: folderId, label: 'This folder' },
                  ...targets.map((target) => ({ value: target.id, label: `Move to ${target.name}` })),
                ]}
                onChange={setMoveTo}
              />
            ) : null}
            <HStack gap={2}>
              <Button type="submit" size="sm" loading={pending}>
                Save
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </HStack>
          </Stack>
        </form>
      ) : entry.note ? (
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {entry.note}
        </Text>
      ) : null}
    </Stack>
  );
}
