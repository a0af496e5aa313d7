import { Text } from '@chakra-ui/react';

/** " (12)" after a facet value; nothing when the server sent no count. */
export function FacetCount({ count }: { count: number | null }) {
  if (count === null) return null;
  // The space stays outside the span, so the option's accessible name reads "Europe (12)".
  return (
    <>
      {' '}
      <Text as="span" color="fg.muted" fontSize="sm" data-facet-count="">
        {`(${count.toLocaleString('en-US')})`}
      </Text>
    </>
  );
}
