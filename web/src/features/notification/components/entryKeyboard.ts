import type { KeyboardEvent } from 'react';

/** Marks the focusable element of each entry, for the arrow keys. */
export const ENTRY_ATTRIBUTE = 'data-notification-entry';

/**
 * The index the arrow keys (and Home/End) move focus to among `count` entries from `current`
 * (-1 when focus is on none of them), or null for other keys. Tab still walks every control.
 */
export function nextEntryIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return Math.min(current + 1, count - 1);
    case 'ArrowUp':
      return current < 0 ? count - 1 : Math.max(current - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The popover's key handler: arrows move between its entries, wherever focus is inside it. */
export function moveBetweenEntries(event: KeyboardEvent<HTMLElement>): void {
  const entries = [...event.currentTarget.querySelectorAll<HTMLElement>(`[${ENTRY_ATTRIBUTE}]`)];
  const current = entries.findIndex((entry) => entry === document.activeElement);
  const next = nextEntryIndex(event.key, current, entries.length);
  if (next === null) return;
  event.preventDefault();
  entries[next]?.focus();
}
