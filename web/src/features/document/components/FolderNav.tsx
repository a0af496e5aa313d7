import { Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { SectionCard } from '../../../ui/SectionCard';
import { SelectField } from '../../../ui/SelectField';
import { useCompactLayout } from '../../../ui/useCompactLayout';
import type { FolderChoice } from '../useDocumentListParams';

export interface FolderSummary {
  id: string;
  name: string;
  documentCount: number;
}

export interface FolderNavProps {
  folders: readonly FolderSummary[];
  current: FolderChoice;
  onOpen: (choice: FolderChoice) => void;
  onCreate: () => void;
  onRename: (folder: FolderSummary) => void;
  onDelete: (folder: FolderSummary) => void;
}

const documents = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'document' : 'documents'}`;

/** The folders: a side list on wide screens, a select on phones; the open folder's rename and delete. */
export function FolderNav({ folders, current, onOpen, onCreate, onRename, onDelete }: FolderNavProps) {
  const compact = useCompactLayout();
  const open = folders.find((folder) => folder.id === current) ?? null;
  const choices = [
    { value: 'all', label: 'All documents' },
    { value: 'top', label: 'Top level' },
    ...folders.map((folder) => ({ value: folder.id, label: `${folder.name} (${folder.documentCount})` })),
  ];

  const actions = (
    <HStack gap={2} wrap="wrap">
      <Button size="sm" variant="outline" onClick={onCreate}>
        New folder
      </Button>
      {open ? (
        <>
          <Button size="sm" variant="outline" onClick={() => onRename(open)} aria-label={`Rename ${open.name}`}>
            Rename
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={() => onDelete(open)}
            aria-label={`Delete ${open.name}`}
          >
            Delete
          </Button>
        </>
      ) : null}
    </HStack>
  );

  if (compact)
    return (
      <Stack gap={2}>
        <SelectField label="Folder" value={current} options={choices} onChange={onOpen} />
        {actions}
      </Stack>
    );

  return (
    <SectionCard title="Folders">
      <Stack gap={4}>
        <Stack as="ul" gap={1} m={0} p={0} listStyleType="none" aria-label="Folders">
          {choices.map((choice) => {
            const folder = folders.find((item) => item.id === choice.value);
            const selected = choice.value === current;
            return (
              <li key={choice.value}>
                <Button
                  variant={selected ? 'subtle' : 'ghost'}
                  w="full"
                  justifyContent="space-between"
                  h="auto"
                  py={2}
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => onOpen(choice.value)}
                >
                  <Flex direction="column" align="flex-start" minW={0}>
                    <Text truncate maxW="full">
                      {folder ? folder.name : choice.label}
                    </Text>
                    {folder ? (
                      <Text fontSize="xs" color="fg.muted">
                        {documents(folder.documentCount)}
                      </Text>
                    ) : null}
                  </Flex>
                </Button>
              </li>
            );
          })}
        </Stack>
        {actions}
      </Stack>
    </SectionCard>
  );
}
