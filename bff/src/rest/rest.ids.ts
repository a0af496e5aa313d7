/** A GraphQL `ID` as the api's integer id (1 to 10 digits, spaces around ignored); null when it cannot be one. */
export function parseId(value: string): number | null {
  const trimmed = value.trim();
  return /^[1-9]\d{0,9}$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * GraphQL `ID`s as the api's integers, unchecked: decimal digits become their number (`0` too),
 * anything else NaN, and the api's 400 names the field at fault, as for every other refusal.
 */
export const apiIds = (values: readonly string[] | null | undefined): number[] =>
  (values ?? []).map((value) => (/^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN));
