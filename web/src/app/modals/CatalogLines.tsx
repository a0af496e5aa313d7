import { List, Text } from '@chakra-ui/react';

export interface CatalogLinesProps {
  /** Lines of the api's plan catalog; undefined while it loads. */
  lines: readonly string[] | undefined;
  /** Said while the lines load (e.g. 'Loading what Innovator includes…'). */
  loadingLabel: string;
}

/** A plan's lines from the api's catalog (what it includes or holds back), as a list. */
export function CatalogLines({ lines, loadingLabel }: CatalogLinesProps) {
  if (!lines)
    return (
      <Text role="status" color="fg.muted">
        {loadingLabel}
      </Text>
    );
  return (
    <List.Root ps={5} gap={1}>
      {lines.map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List.Root>
  );
}
