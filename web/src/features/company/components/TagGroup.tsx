import { Badge, Heading, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { useId } from 'react';

export interface TagGroupProps {
  title: string;
  /** `note` marks a value (e.g. "Members only"). */
  items: ReadonlyArray<{ id: string; name: string; note?: string }>;
  /** Said when the list is empty; the group is left out when this is not given. */
  emptyText?: string;
  headingLevel?: 'h2' | 'h3';
  /** Show at most this many values (then "+N more"); every one when not given. */
  limit?: number;
}

/** A titled list of values (services, regions...) shown as tags. */
export function TagGroup({ title, items, emptyText, headingLevel = 'h3', limit }: TagGroupProps) {
  const headingId = useId();
  if (items.length === 0 && emptyText === undefined) return null;
  const shown = limit === undefined ? items : items.slice(0, limit);
  const more = items.length - shown.length;
  return (
    <Stack gap={2}>
      <Heading as={headingLevel} size="sm" id={headingId}>
        {title}
      </Heading>
      {items.length > 0 ? (
        <Wrap gap={2} role="list" aria-labelledby={headingId}>
          {shown.map((item) => (
            <Tag.Root key={item.id} size="lg" variant="subtle" role="listitem">
              <Tag.Label>{item.name}</Tag.Label>
              {item.note ? (
                <Tag.EndElement>
                  <Badge size="xs" variant="outline">
                    {item.note}
                  </Badge>
                </Tag.EndElement>
              ) : null}
            </Tag.Root>
          ))}
          {more > 0 ? (
            <Tag.Root size="lg" variant="outline" role="listitem">
              <Tag.Label>{`+${more} more`}</Tag.Label>
            </Tag.Root>
          ) : null}
        </Wrap>
      ) : (
        <Text color="fg.muted">{emptyText}</Text>
      )}
    </Stack>
  );
}
