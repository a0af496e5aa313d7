import { formatDateTime, formatRelative } from '../format/dates';

export interface RelativeTimeProps {
  /** An ISO date-time. */
  value: string;
}

/** When something happened, "2 h ago", with the exact date and time on hover (docs/decisions.md, "Dates"). */
export function RelativeTime({ value }: RelativeTimeProps) {
  return (
    <time dateTime={value} title={formatDateTime(value) ?? undefined}>
      {formatRelative(value)}
    </time>
  );
}
