/** The longest name part of a file name (folder names take up to 60 characters). */
const NAME_PART = 60;

/**
 * A download's file name from a folder's name and the day: `oncology-cros-2026-11-30.csv`.
 * ASCII letters, digits and dashes only, so it is safe in a header and on any disk; accents are
 * dropped from their letters, and a name with nothing left becomes `watchlist`.
 */
export function csvFileName(name: string, now: Date): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, NAME_PART)
    .replace(/^-+|-+$/g, '');
  return `${slug || 'watchlist'}-${now.toISOString().slice(0, 10)}.csv`;
}
