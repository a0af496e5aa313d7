/** "1 day left", "3 days left": spec §4's count, today and the last day included. */
export function formatDaysLeft(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'} left`;
}

/**
 * When a trial or grace period ends, from spec §4's count (days to the end date, plus one): the
 * end is `daysLeft - 1` days away, so "2 days left" ends tomorrow and "1 day left" today. Null
 * further ahead, where the date says it better.
 */
export function endsWhen(daysLeft: number): 'today' | 'tomorrow' | null {
  if (daysLeft <= 1) return 'today';
  if (daysLeft === 2) return 'tomorrow';
  return null;
}
