import type { ComponentPropsWithoutRef } from 'react';
import { formatDateTime, formatRelative } from '../format/dates';

export interface RelativeTimeProps extends Omit<ComponentPropsWithoutRef<'time'>, 'dateTime' | 'children'> {
  /** An ISO date-time. */
  value: string;
}

/**
 * When something happened, "2 h ago", with the exact date and time on hover (docs/decisions.md,
 * "Dates"). Other props reach the `<time>`, so `<Text asChild>` styles it.
 */
export function RelativeTime({ value, ...props }: RelativeTimeProps) {
  return (
    <time title={formatDateTime(value) ?? undefined} {...props} dateTime={value}>
      {formatRelative(value)}
    </time>
  );
}
