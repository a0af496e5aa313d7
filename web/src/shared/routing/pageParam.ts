/** Reads a zero-based `page` parameter; anything but a non-negative integer is the first page. */
export function readPageParam(value: string | null): number {
  const page = Number.parseInt(value ?? '0', 10);
  return Number.isSafeInteger(page) && page > 0 ? page : 0;
}
