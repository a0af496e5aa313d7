import { Mark } from '@chakra-ui/react';
import { Fragment } from 'react';

export interface HighlightedProps {
  segments: ReadonlyArray<{ text: string; match: boolean }>;
}

/** Text split by the server into matching and other parts; matches are <mark>ed. Rendered as text, never as HTML. */
export function Highlighted({ segments }: HighlightedProps) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          <Mark key={index} bg="yellow.subtle" color="inherit" fontWeight="semibold" px="0.5">
            {segment.text}
          </Mark>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}
