import type { ResponseStatus } from '../responses.table.js';
import type { RequestKind, RequestStatus, RequestVisibility, TrialPhase } from '../requests.table.js';
import { createRandom, type Random } from '../../../seed/prng.js';

/** Fixed seed of the requests scale set; request i draws from its own PRNG (seed + i). */
export const SCALE_REQUESTS_SEED = 93_000_000;
/** Scale requests' titles end with this reference (" SR-000123"): they are counted by it to resume. */
export const SCALE_REQUEST_MARK = ' SR-';
/** Responses of scale request 0 (Helixa's, by the heavy user): the grid benchmark's large request. */
export const HEAVY_REQUEST_RESPONSES = 200;

const DAY = 86_400_000;

/** Reference ids of the database, by kind (roots and children), for realistic requests. */
export interface ScaleReferences {
  therapeuticAreas: readonly number[];
  indicationsByArea: ReadonlyMap<number, readonly number[]>;
  services: readonly number[];
  products: readonly number[];
  modalities: readonly number[];
  regions: readonly number[];
  countries: readonly number[];
}

export interface ScalePoster {
  userId: number;
  companyId: number;
}

export interface PlannedRequest {
  kind: RequestKind;
  status: RequestStatus;
  visibility: RequestVisibility;
  poster: ScalePoster;
  title: string;
  description: string;
  referenceIds: number[];
  countryIds: number[];
  phases: TrialPhase[];
  publishedAt: Date | null;
  closedAt: Date | null;
  createdAt: Date;
  responseDeadline: string;
  numberOfSites: number | null;
  enrolmentTarget: number | null;
  timeline: string | null;
  budget: [number, number] | null;
  problem: string | null;
  invitedCount: number;
}

const SUBJECTS: Record<RequestKind, readonly string[]> = {
  SITE: [
    'Sites for a {phase} study in {area}',
    '{area} sites with fast start-up',
    'Investigators for a {phase} {area} trial',
  ],
  SERVICE: [
    'Monitoring partner for a {phase} {area} study',
    'Data management and biostatistics for {area}',
    'Regulatory support in {area}',
  ],
  INNOVATION: [
    'Digital recruitment for {area} studies',
    'Remote visits for {area} patients',
    'Faster feasibility in {area}',
  ],
};
const PHASES: readonly TrialPhase[] = ['PHASE_1', 'PHASE_2', 'PHASE_3', 'PHASE_4'];
const PHASE_WORD: Record<TrialPhase, string> = {
  PHASE_1: 'Phase 1',
  PHASE_2: 'Phase 2',
  PHASE_3: 'Phase 3',
  PHASE_4: 'Phase 4',
};

const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Scale request i: kind, status (about 55% open), visibility (15% invited), references and dates, the same on every machine. */
export function planRequest(
  i: number,
  refs: ScaleReferences,
  posters: readonly ScalePoster[],
  now: Date,
  areaNames: ReadonlyMap<number, string>,
): PlannedRequest {
  const random = createRandom(SCALE_REQUESTS_SEED + i);
  const kind = random.weighted<RequestKind>([
    ['SITE', 4],
    ['SERVICE', 4],
    ['INNOVATION', 2],
  ]);
  const status = random.weighted<RequestStatus>([
    ['OPEN', 55],
    ['CLOSED', 20],
    ['AWARDED', 20],
    ['DRAFT', 5],
  ]);
  const visibility: RequestVisibility = i > 0 && random.chance(0.15) ? 'INVITED' : 'PUBLIC';
  const poster = i === 0 ? (posters[0] as ScalePoster) : random.pick(posters);
  const area = random.pick(refs.therapeuticAreas);
  const indications = refs.indicationsByArea.get(area) ?? [];
  const phase = random.pick(PHASES);
  const referenceIds = [area, ...(indications.length > 0 && random.chance(0.6) ? [random.pick(indications)] : [])];
  if (kind === 'SERVICE') referenceIds.push(...random.sample(refs.services, random.int(1, 3)));
  if (kind === 'INNOVATION')
    referenceIds.push(...random.sample([...refs.products, ...refs.modalities], random.int(1, 2)));
  if (random.chance(0.7)) referenceIds.push(...random.sample(refs.regions, random.int(1, 2)));
  const createdMs = now.getTime() - random.int(1, 730) * DAY;
  const open = status === 'OPEN';
  const publishedAt = status === 'DRAFT' ? null : new Date(createdMs + DAY);
  const deadlineMs = open ? now.getTime() + random.int(1, 90) * DAY : createdMs + random.int(14, 45) * DAY;
  const subject = random
    .pick(SUBJECTS[kind])
    .replace('{phase}', PHASE_WORD[phase])
    .replace('{area}', areaNames.get(area) ?? 'oncology');
  return {
    kind,
    status,
    visibility,
    poster,
    title: `${subject}${SCALE_REQUEST_MARK}${String(i).padStart(6, '0')}`,
    description: `${subject}. We are looking for partners with a track record in ${areaNames.get(area) ?? 'this area'} and can share the synopsis under CDA.`,
    referenceIds: [...new Set(referenceIds)],
    countryIds: kind === 'SITE' ? random.sample(refs.countries, random.int(1, 4)) : [],
    phases: [phase],
    publishedAt,
    closedAt: status === 'CLOSED' || status === 'AWARDED' ? new Date(deadlineMs + DAY) : null,
    createdAt: new Date(createdMs),
    responseDeadline: day(deadlineMs),
    numberOfSites: kind === 'SITE' ? random.int(1, 40) : null,
    enrolmentTarget: kind === 'SITE' ? random.int(20, 2000) : null,
    timeline: kind === 'SERVICE' ? `${random.int(6, 36)} months` : null,
    budget: kind === 'SERVICE' && random.chance(0.5) ? [random.int(1, 10) * 50_000, random.int(11, 40) * 50_000] : null,
    problem: kind === 'INNOVATION' ? `Today ${subject.toLowerCase()} takes weeks of manual work at every site.` : null,
    invitedCount: visibility === 'INVITED' ? random.int(2, 4) : 0,
  };
}

/**
 * Responses per request, summing exactly to `total` (as far as `cap` responders per request allow):
 * none on drafts, HEAVY_REQUEST_RESPONSES on request 0, skewed elsewhere, the same on every machine.
 */
export function responseCounts(statuses: readonly RequestStatus[], total: number, cap: number): number[] {
  const random = createRandom(SCALE_REQUESTS_SEED - 1);
  const heavy = statuses[0] === 'DRAFT' ? 0 : Math.min(HEAVY_REQUEST_RESPONSES, cap, total);
  const weights = statuses.map((s, i) => (s === 'DRAFT' || i === 0 ? 0 : random.next() ** 3 + 0.1));
  const sum = weights.reduce((a, b) => a + b, 0);
  const rest = total - heavy;
  const counts = weights.map((w) => (sum === 0 ? 0 : Math.min(cap, Math.floor((w / sum) * rest))));
  counts[0] = heavy;
  let missing = total - counts.reduce((a, b) => a + b, 0);
  for (let i = 1; missing > 0 && i < counts.length * 4; i += 1) {
    const k = i % counts.length;
    if (k === 0 || weights[k] === 0 || (counts[k] ?? 0) >= cap) continue;
    counts[k] = (counts[k] ?? 0) + 1;
    missing -= 1;
  }
  return counts;
}

export interface PlannedResponse {
  companyId: number;
  userId: number;
  status: ResponseStatus;
  price: number | null;
  timeline: string;
  message: string;
  rating: number | null;
  declineReason: string | null;
  createdAt: Date;
}

/** The responses of request i: distinct companies (never the poster's), statuses fitting the request's. */
export function planResponses(
  i: number,
  request: PlannedRequest,
  count: number,
  responders: readonly ScalePoster[],
  now: Date,
): PlannedResponse[] {
  if (count === 0 || !request.publishedAt) return [];
  const random: Random = createRandom(SCALE_REQUESTS_SEED + 5_000_000 + i);
  const chosen = random
    .sample(
      responders.filter((r) => r.companyId !== request.poster.companyId),
      count,
    )
    .sort((a, b) => a.companyId - b.companyId);
  const awarded = request.status === 'AWARDED' ? random.int(0, chosen.length - 1) : -1;
  const start = request.publishedAt.getTime();
  const end = Math.max(start + 1, Math.min(now.getTime(), Date.parse(`${request.responseDeadline}T23:00:00Z`)));
  return chosen.map((r, k) => {
    const status: ResponseStatus =
      k === awarded
        ? 'AWARDED'
        : random.weighted<ResponseStatus>(
            request.status === 'AWARDED'
              ? [
                  ['NOT_AWARDED', 8],
                  ['DECLINED', 2],
                ]
              : [
                  ['SUBMITTED', 6],
                  ['SHORTLISTED', 2],
                  ['DECLINED', 2],
                ],
          );
    return {
      companyId: r.companyId,
      userId: r.userId,
      status,
      price: random.chance(0.8) ? random.int(2, 400) * 2_500 : null,
      timeline: `${random.int(2, 26)} weeks`,
      message: 'We would be glad to support this study; our proposal and relevant experience are attached.',
      rating: random.chance(0.4) ? random.int(1, 5) : null,
      declineReason: status === 'DECLINED' ? 'Outside the scope we need for this study.' : null,
      createdAt: new Date(start + Math.floor(random.next() * (end - start))),
    };
  });
}
