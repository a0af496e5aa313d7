import { Button, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';

export interface ProposalTextProps {
  /** The proposal as written. */
  message: string;
  /** Its first ~160 characters, what the grid shows at first. */
  excerpt: string;
  /** Lines the excerpt may take before it is cut (none: as many as it needs). */
  lines?: number;
}

/**
 * A response's proposal in the grid: the excerpt, and "Read the whole proposal" when there is
 * more, which shows it all in place (issue 26: it was cut at three lines with no way to read on).
 */
export function ProposalText({ message, excerpt, lines }: ProposalTextProps) {
  const [open, setOpen] = useState(false);
  const textId = useId();
  const more = message.trim() !== excerpt.trim() || (lines !== undefined && message.length > 120);
  return (
    <Stack gap={1} align="flex-start">
      <Text
        id={textId}
        overflowWrap="anywhere"
        whiteSpace={open ? 'pre-wrap' : undefined}
        lineClamp={open ? undefined : lines}
      >
        {open ? message : excerpt}
      </Text>
      {more ? (
        <Button
          size="xs"
          variant="plain"
          px={0}
          color="colorPalette.fg"
          aria-expanded={open}
          aria-controls={textId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Show less' : 'Read the whole proposal'}
        </Button>
      ) : null}
    </Stack>
  );
}
