import type { InnovationStage, RequestKind, RequestStatus, TrialPhase } from '../../__generated__/graphql';
import { formatDate } from '../../shared/format/dates';

export const KIND_LABELS: Record<RequestKind, string> = {
  SITE: 'Clinical trial site',
  SERVICE: 'Clinical trial service',
  INNOVATION: 'Innovation',
};

export const KIND_HINTS: Record<RequestKind, string> = {
  SITE: 'Sites for a study: therapeutic area, phases, countries, number of sites, enrolment and start.',
  SERVICE: 'A service for a study: the services, phases, therapeutic areas, timeline and budget.',
  INNOVATION: 'A product or modality that solves a problem, at a stage you choose.',
};

export const STATUS_LABELS: Record<RequestStatus, string> = {
  DRAFT: 'Draft',
  OPEN: 'Open',
  CLOSED: 'Closed',
  AWARDED: 'Awarded',
};

export const STATUS_PALETTES: Record<RequestStatus, string> = {
  DRAFT: 'gray',
  OPEN: 'green',
  CLOSED: 'orange',
  AWARDED: 'blue',
};

/** The phases a request takes (the api refuses preclinical for requests). */
export const REQUEST_PHASES: ReadonlyArray<{ value: TrialPhase; label: string }> = [
  { value: 'PHASE_1', label: 'Phase 1' },
  { value: 'PHASE_2', label: 'Phase 2' },
  { value: 'PHASE_3', label: 'Phase 3' },
  { value: 'PHASE_4', label: 'Phase 4' },
];

export const STAGE_LABELS: Record<InnovationStage, string> = {
  CONCEPT: 'Concept',
  PROTOTYPE: 'Prototype',
  PILOT: 'Pilot',
  MARKET_READY: 'Market ready',
};

const DAY_MS = 86_400_000;

/** Today as `YYYY-MM-DD` in UTC (deadlines are UTC calendar days). */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** "Closes today", "Closes tomorrow", "Closes in 3 days", or when it closed / how it ended. */
export function deadlineText(deadline: string, status: RequestStatus, today: string = todayUtc()): string {
  if (status === 'CLOSED') return 'Closed';
  if (status === 'AWARDED') return 'Awarded';
  const days = Math.round((Date.parse(`${deadline}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  if (Number.isNaN(days)) return `Deadline ${deadline}`;
  if (days < 0) return `Deadline passed on ${formatDate(deadline) ?? deadline}`;
  if (days === 0) return 'Closes today';
  if (days === 1) return 'Closes tomorrow';
  return `Closes in ${days} days`;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** A budget range in whole dollars: "$10,000 – $50,000", "from $10,000", "up to $50,000". */
export function budgetText(min: number | null | undefined, max: number | null | undefined): string | null {
  const low = min ?? null;
  const high = max ?? null;
  if (low !== null && high !== null) return `${dollars.format(low)} – ${dollars.format(high)}`;
  if (low !== null) return `From ${dollars.format(low)}`;
  if (high !== null) return `Up to ${dollars.format(high)}`;
  return null;
}
