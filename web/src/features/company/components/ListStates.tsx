import { Skeleton, Stack } from '@chakra-ui/react';

export interface ListLoadingProps {
  /** What is loading, for assistive technology. */
  label: string;
  rows?: number;
}

/** Placeholder rows while a list loads. */
export function ListLoading({ label, rows = 3 }: ListLoadingProps) {
  return (
    <Stack gap={4} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height="24" />
      ))}
    </Stack>
  );
}
