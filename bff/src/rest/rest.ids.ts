/** A GraphQL `ID` as the api's integer id (1 to 10 digits, spaces around ignored); null when it cannot be one. */
export function parseId(value: string): number | null {
  const trimmed = value.trim();
  return /^[1-9]\d{0,9}$/.test(trimmed) ? Number(trimmed) : null;
}
