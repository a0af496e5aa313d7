import { Badge, Button, HStack, Stack, Switch, Text, VisuallyHidden } from '@chakra-ui/react';
import type { LookingForKind } from '../../../__generated__/graphql';
import { KIND_LABELS } from '../lookingForKinds';

export interface LookingForItemRowProps {
  item: { id: string; kind: LookingForKind; name: string; published: boolean };
  pending: boolean;
  onPublishedChange: (published: boolean) => void;
  onRemove: () => void;
}

/** One item of the company's list: its kind, its Published/Full switch and a remove button. */
export function LookingForItemRow({ item, pending, onPublishedChange, onRemove }: LookingForItemRowProps) {
  return (
    <HStack
      as="li"
      gap={3}
      py={3}
      borderBottomWidth="1px"
      borderColor="border"
      justify="space-between"
      wrap="wrap"
      listStyleType="none"
    >
      <Stack gap={1} minW={0} flex="1 1 12rem">
        <Text fontWeight="medium" overflowWrap="anywhere">
          {item.name}
        </Text>
        <HStack gap={2}>
          <Text fontSize="sm" color="fg.muted">
            {KIND_LABELS[item.kind]}
          </Text>
          {item.published ? null : <Badge variant="outline">Members only</Badge>}
        </HStack>
      </Stack>
      <HStack gap={3}>
        <Switch.Root
          checked={item.published}
          disabled={pending}
          onCheckedChange={(details) => onPublishedChange(details.checked)}
        >
          <Switch.HiddenInput />
          <Switch.Control />
          {/* The switch is named after the item; the visible word repeats its state. */}
          <Switch.Label>
            <VisuallyHidden>{`Published: ${item.name}`}</VisuallyHidden>
            <span aria-hidden>{item.published ? 'Published' : 'Full list'}</span>
          </Switch.Label>
        </Switch.Root>
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          disabled={pending}
          aria-label={`Remove ${item.name}`}
          onClick={onRemove}
        >
          Remove
        </Button>
      </HStack>
    </HStack>
  );
}
