import type { PartnerNoteKind } from '../../__generated__/graphql';

export type Criterion = 'quality' | 'timeliness' | 'communication' | 'value';

/** The four criteria of a rating, in the order they show. */
export const CRITERIA: readonly { key: Criterion; label: string }[] = [
  { key: 'quality', label: 'Quality' },
  { key: 'timeliness', label: 'Timeliness' },
  { key: 'communication', label: 'Communication' },
  { key: 'value', label: 'Value for money' },
];

export const NOTE_KIND_LABELS: Record<PartnerNoteKind, string> = {
  GENERAL: 'General',
  CONTRACT: 'Contract',
  PERFORMANCE: 'Performance',
  COMPLIANCE: 'Compliance',
};
export const NOTE_KINDS = Object.keys(NOTE_KIND_LABELS) as PartnerNoteKind[];

/** "4.5" (one decimal at most). */
export const formatStars = (value: number): string => String(Math.round(value * 10) / 10);

export const fullName = (person: { firstName: string; lastName: string } | null | undefined): string =>
  person ? `${person.firstName} ${person.lastName}`.trim() : 'A former colleague';

/** "1.2 MB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 102.4) / 10} KB`;
  return `${Math.round(bytes / (1024 * 102.4)) / 10} MB`;
}
