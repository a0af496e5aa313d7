import { Button } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { ContentKind } from '../../../__generated__/graphql';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { messagesOf, sendOutcome } from '../../../ui/useMutationForm';
import { ContentEntriesQueryDocument, DeleteContentEntryDocument } from '../content.documents';

const WHAT: Record<Exclude<ContentKind, 'PAGE'>, string> = {
  BANNER: 'the home page’s banners',
  ROLE: 'the home page’s “Who Trialbridge is for”',
};

export interface DeleteEntryButtonProps {
  entry: { key: string; kind: Exclude<ContentKind, 'PAGE'>; title: string; version: number };
  onDeleted: (title: string) => void;
}

/**
 * "Delete" for a banner or audience, confirmed in a dialog naming it (pages are never deletable:
 * docs/content.md). The list refetches, and the home page's cached banners and audiences are
 * dropped so it reads them again.
 */
export function DeleteEntryButton({ entry, onDeleted }: DeleteEntryButtonProps) {
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [remove, { loading }] = useMutation(DeleteContentEntryDocument, {
    refetchQueries: [ContentEntriesQueryDocument],
    update(cache, { data }) {
      if (!data?.deleteContentEntry.deletedKey) return;
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'cmsBanners' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'cmsRoles' });
      cache.gc();
    },
  });
  const close = () => {
    setOpen(false);
    setErrors([]);
  };

  async function confirm() {
    const outcome = await sendOutcome(
      async () => (await remove({ variables: { key: entry.key, version: entry.version } })).data?.deleteContentEntry,
      (payload) => payload.deletedKey,
    );
    if ('errors' in outcome) return setErrors(messagesOf(outcome.errors));
    close();
    onDeleted(entry.title);
  }

  return (
    <>
      <Button variant="outline" colorPalette="red" size="sm" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        title={`Delete “${entry.title}”?`}
        description={
          errors.length > 0
            ? errors.join(' ')
            : `It leaves ${WHAT[entry.kind]} at once. Its published versions are kept, but it cannot be brought back here, and its key cannot be used again.`
        }
        confirmLabel="Delete"
        cancelLabel="Keep it"
        onConfirm={() => void confirm()}
        onCancel={close}
        confirming={loading}
        destructive
      />
    </>
  );
}
