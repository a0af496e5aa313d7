import { Badge, Button, Flex, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { AppLink } from '../../../ui/AppLink';
import { formatBytes } from '../documentFormat';
import { documentsPath } from '../documentUrls';
import type { UploadItem } from '../uploadQueue';
import { FileTypeIcon } from './FileTypeIcon';

export interface UploadQueueListProps {
  items: readonly UploadItem[];
  onRetry: (key: string) => void;
  onRemove: (key: string) => void;
}

/** A row's state in words: "Waiting", "Uploading 43 %", "Checking", "Done", "Failed". */
export function stateText(item: UploadItem): string {
  switch (item.state) {
    case 'waiting':
      return 'Waiting';
    case 'uploading':
      return `Uploading ${item.progress} %`;
    case 'checking':
      return 'Checking';
    case 'done':
      return 'Done';
    case 'failed':
      return 'Failed';
  }
}

const PALETTE = { waiting: 'gray', uploading: 'blue', checking: 'blue', done: 'green', failed: 'red' } as const;

/** The files being uploaded, one row each: name, size, a progress bar and where it stands. */
export function UploadQueueList({ items, onRetry, onRemove }: UploadQueueListProps) {
  return (
    <Stack as="ul" gap={0} m={0} p={0} listStyleType="none" aria-label="Files to upload">
      {items.map((item) => (
        <Stack
          as="li"
          key={item.key}
          gap={2}
          py={3}
          borderBottomWidth="1px"
          _last={{ borderBottomWidth: 0 }}
          aria-label={item.file.name}
        >
          <Flex gap={3} justify="space-between" align="flex-start" wrap="wrap">
            <HStack gap={3} minW={0} flex="1 1 14rem" align="flex-start">
              <FileTypeIcon name={item.file.name} contentType={item.file.type} />
              <Stack gap={0} minW={0}>
                <Text fontWeight="medium" overflowWrap="anywhere">
                  {item.file.name}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {formatBytes(item.file.size)}
                </Text>
              </Stack>
            </HStack>
            <HStack gap={2} wrap="wrap">
              <Badge colorPalette={PALETTE[item.state]} data-testid="upload-state">
                {stateText(item)}
              </Badge>
              {item.state === 'failed' && !item.message?.startsWith('File is too large') ? (
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => onRetry(item.key)}
                  aria-label={`Retry ${item.file.name}`}
                >
                  Retry
                </Button>
              ) : null}
              {item.state === 'done' ? null : (
                <Button
                  size="xs"
                  variant="ghost"
                  onClick={() => onRemove(item.key)}
                  aria-label={`Remove ${item.file.name}`}
                >
                  Remove
                </Button>
              )}
            </HStack>
          </Flex>
          <Progress.Root
            size="sm"
            value={item.state === 'done' ? 100 : item.progress}
            max={100}
            colorPalette={PALETTE[item.state]}
            aria-label={`${item.file.name}: ${stateText(item)}`}
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          {item.state === 'failed' && item.message ? (
            <Text color="fg.error" fontSize="sm" role="alert">
              {item.message}
            </Text>
          ) : null}
          {item.state === 'done' && item.document ? (
            <Text fontSize="sm">
              {'Saved. '}
              <AppLink to={documentsPath({ folderId: item.document.folderId })}>
                {item.document.folderId ? 'Open its folder' : 'Open the documents'}
              </AppLink>
            </Text>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}
