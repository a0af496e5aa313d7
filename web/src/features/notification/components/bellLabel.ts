/** The badge's text: the count, or "9+" above 9 (null when nothing is unread). */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}

/** The bell's accessible name, with the exact count the badge may shorten. */
export function bellLabel(count: number): string {
  return count > 0 ? `Notifications, ${count} unread` : 'Notifications';
}
