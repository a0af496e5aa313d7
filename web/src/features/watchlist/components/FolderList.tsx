import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import { SectionCard } from '../../../ui/SectionCard';
import { TextField } from '../../../ui/TextField';
import type { UserError } from '../../../ui/useMutationForm';
import { formMessages } from '../useWatchlistChanges';
import type { WatchlistFolder } from '../watchlistTypes';

export interface FolderListProps {
  folders: readonly WatchlistFolder[];
  openId: string | null;
  capacity: { folders: number; companiesPerFolder: number };
  onOpen: (id: string) => void;
  onCreate: (name: string) => Promise<UserError[]>;
}

const companies = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'company' : 'companies'}`;

/** The folders, the open one marked, and a form to make a new one. */
export function FolderList({ folders, openId, capacity, onOpen, onCreate }: FolderListProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const own = folders.filter((folder) => folder.access === 'OWNER').length;

  async function create() {
    if (!name.trim()) return setError('Name the folder.');
    setSending(true);
    const refused = await onCreate(name.trim());
    setSending(false);
    setError(formMessages(refused).join(' ') || null);
    if (refused.length === 0) setName('');
  }

  return (
    <SectionCard title="Folders">
      <Stack gap={4}>
        {folders.length > 0 ? (
          <Stack as="ul" gap={1} m={0} p={0} listStyleType="none" aria-label="Your folders">
            {folders.map((folder) => (
              <li key={folder.id}>
                <Button
                  variant={folder.id === openId ? 'subtle' : 'ghost'}
                  w="full"
                  justifyContent="space-between"
                  h="auto"
                  py={2}
                  aria-current={folder.id === openId ? 'true' : undefined}
                  onClick={() => onOpen(folder.id)}
                >
                  <Flex direction="column" align="flex-start" minW={0}>
                    <Text truncate maxW="full">
                      {folder.name}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {companies(folder.companyCount)}
                    </Text>
                  </Flex>
                  {folder.access === 'OWNER' ? null : <Badge>Shared</Badge>}
                </Button>
              </li>
            ))}
          </Stack>
        ) : null}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
        >
          <Stack gap={2}>
            <TextField
              label="New folder"
              name="name"
              value={name}
              onChange={setName}
              maxLength={FIELD_LIMITS.WatchlistFolderBody.name}
              error={error ?? undefined}
            />
            <Button type="submit" size="sm" alignSelf="flex-start" loading={sending}>
              Create folder
            </Button>
            <Text fontSize="xs" color="fg.muted">
              {`${own} of ${capacity.folders} folders, up to ${companies(capacity.companiesPerFolder)} each.`}
            </Text>
          </Stack>
        </form>
      </Stack>
    </SectionCard>
  );
}
