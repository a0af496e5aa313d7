import { Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { RelativeTime } from '../../../shared/ui/RelativeTime';
import { AppLink } from '../../../ui/AppLink';
import { messagesOf } from '../../../ui/useMutationForm';
import type { SavedSearchChanges } from '../useSavedSearchChanges';
import { type SavedSearch, newMatchesText } from '../savedSearchTypes';
import { SavedSearchDialogs } from './SavedSearchDialogs';

export interface SavedSearchItemProps {
  search: SavedSearch;
  changes: SavedSearchChanges;
}

/** One saved search: its link, when it was saved and checked, what the last check found, and its actions. */
export function SavedSearchItem({ search, changes }: SavedSearchItemProps) {
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const [checking, setChecking] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  async function checkNow() {
    setChecking(true);
    setNote(null);
    const outcome = await changes.check(search.id);
    setChecking(false);
    if ('ok' in outcome)
      setNote(outcome.ok > 0 ? `${newMatchesText(outcome.ok)}. You have a notification.` : 'Nothing new.');
    else setNote(messagesOf(outcome.errors).join(' '));
  }

  return (
    <Stack as="li" gap={2} borderWidth="1px" rounded="md" p={3} minW={0}>
      <Flex gap={3} justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={1} minW={0} flex="1 1 14rem">
          <AppLink to={search.url} overflowWrap="anywhere">
            {search.name}
          </AppLink>
          <Text fontSize="sm" color="fg.muted">
            Saved <RelativeTime value={search.createdAt} />
            {' · '}
            {search.checkedAt ? (
              <>
                checked <RelativeTime value={search.checkedAt} />
              </>
            ) : (
              'not checked yet'
            )}
          </Text>
          {search.lastNewMatches > 0 && search.lastNewMatchesUrl ? (
            <AppLink to={search.lastNewMatchesUrl} fontSize="sm">
              {`${newMatchesText(search.lastNewMatches)} at the last check`}
            </AppLink>
          ) : null}
        </Stack>
        <HStack gap={2} wrap="wrap">
          <Button
            size="xs"
            variant="outline"
            aria-label={`Check ${search.name} now`}
            loading={checking}
            onClick={() => void checkNow()}
          >
            Check now
          </Button>
          <Button size="xs" variant="outline" aria-label={`Rename ${search.name}`} onClick={() => setDialog('rename')}>
            Rename
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={`Delete ${search.name}`}
            onClick={() => setDialog('delete')}
          >
            Delete
          </Button>
        </HStack>
      </Flex>
      <Text fontSize="sm" role="status" _empty={{ display: 'none' }}>
        {note}
      </Text>
      <SavedSearchDialogs search={search} changes={changes} open={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
