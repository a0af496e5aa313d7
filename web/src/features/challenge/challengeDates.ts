import { formatDate } from '../../shared/format/dates';

const DAY_MS = 86_400_000;

/** Today as `YYYY-MM-DD` in UTC (deadlines are UTC calendar days). */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** Whole days from `today` to `deadline` (0 on the day itself; negative once past). */
export function daysLeft(deadline: string, today: string = todayUtc()): number {
  return Math.round((Date.parse(`${deadline}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** "Closes 20 Dec 2026" while open, "Closed" once not. */
export function closesText(deadline: string, open: boolean): string {
  return open ? `Closes ${formatDate(deadline) ?? deadline}` : 'Closed';
}

/** "Last day today", "1 day left", "12 days left"; null once closed. */
export function daysLeftText(deadline: string, open: boolean, today: string = todayUtc()): string | null {
  if (!open) return null;
  const days = daysLeft(deadline, today);
  if (Number.isNaN(days) || days < 0) return null;
  if (days === 0) return 'Last day today';
  return `${days} ${days === 1 ? 'day' : 'days'} left`;
}
