import { createRandom, type Random } from '../../../seed/prng.js';
import { AREAS, PHASES, RARE_WORD_CHANCE, RARE_WORDS, SENTENCES, SUBJECTS, TOPICS } from './scale-messaging.data.js';

/** Fixed seed of the messaging scale set; thread i draws from its own PRNG (seed + i). */
export const SCALE_MESSAGING_SEED = 91_000_000;
/** Folders each user of the set may file threads in (created once per user). */
export const SCALE_FOLDERS = ['Feasibility', 'Vendors', 'Follow-up'] as const;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface CastMember {
  id: number;
  companyId: number;
  name: string;
}

/** Who may appear in threads: active approved users with a company, and the heavy user. */
export interface Cast {
  people: readonly CastMember[];
  membersOf: ReadonlyMap<number, readonly CastMember[]>;
  /** Companies with at least one member, ascending. */
  companyIds: readonly number[];
  companyNames: ReadonlyMap<number, string>;
  /** sponsor.admin@demo.test: a participant in about 3 of 20 threads; their company gets 1 in 10. */
  heavy: CastMember;
}

export interface PlannedMessage {
  author: CastMember;
  body: string;
  sentAt: Date;
}

export interface PlannedState {
  userId: number;
  lastReadAt: Date | null;
  archived: boolean;
  /** Index in SCALE_FOLDERS, or null (inbox or archive). */
  folder: number | null;
}

export interface PlannedThread {
  subject: string;
  starter: CastMember;
  toCompanyId: number | null;
  participants: CastMember[];
  messages: PlannedMessage[];
  states: PlannedState[];
  /** Readers told about the last message (participants only), and whether they opened the notice. */
  notified: { userId: number; read: boolean }[];
}

/**
 * Messages per thread, 1 or more each, summing exactly to `messages`: skewed (most threads are
 * short, a few run long) and the same for the same counts on every machine.
 */
export function messageCounts(threads: number, messages: number): number[] {
  const random = createRandom(SCALE_MESSAGING_SEED - 1);
  const weights = Array.from({ length: threads }, () => random.next() ** 3 + 0.05);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const spare = Math.max(0, messages - threads);
  const counts: number[] = [];
  let cumulative = 0;
  let given = 0;
  for (const weight of weights) {
    cumulative += weight;
    const upTo = Math.round((cumulative / total) * spare);
    counts.push(1 + upTo - given);
    given = upTo;
  }
  return counts;
}

const fill = (random: Random, template: string, code: string): string =>
  template
    .replaceAll('{area}', random.pick(AREAS))
    .replaceAll('{topic}', random.pick(TOPICS))
    .replaceAll('{phase}', random.pick(PHASES))
    .replaceAll('{code}', code)
    .replaceAll('{n}', String(random.int(2, 40)))
    .replaceAll('{m}', String(random.int(41, 120)));

function body(random: Random, code: string): string {
  const sentences = Array.from({ length: random.int(2, 5) }, () => fill(random, random.pick(SENTENCES), code));
  if (random.chance(RARE_WORD_CHANCE * RARE_WORDS.length))
    sentences.push(`We also need ${random.pick(RARE_WORDS)} support for this.`);
  return sentences.join(' ');
}

function otherCompanyMember(random: Random, cast: Cast, notCompany: number): CastMember {
  for (;;) {
    const person = random.pick(cast.people);
    if (person.companyId !== notCompany) return person;
  }
}

/** Who starts thread `index`, where it is addressed, and who answers from the other side. */
function sides(random: Random, cast: Cast, index: number) {
  const { heavy } = cast;
  const kind = index % 20;
  if (kind === 0 || kind === 10) {
    const to = otherCompanyMember(random, cast, heavy.companyId);
    return { starter: heavy, toCompanyId: to.companyId, answerers: cast.membersOf.get(to.companyId) ?? [to] };
  }
  if (kind === 5 || kind === 15) {
    const starter = otherCompanyMember(random, cast, heavy.companyId);
    // Half of the company inbox's threads are answered by sponsor.admin (then a participant).
    const members = cast.membersOf.get(heavy.companyId) ?? [heavy];
    return { starter, toCompanyId: heavy.companyId, answerers: random.chance(0.5) ? [heavy] : members };
  }
  const starter = random.pick(cast.people);
  const to = otherCompanyMember(random, cast, starter.companyId);
  if (kind === 9) return { starter, toCompanyId: null, answerers: [to] };
  return { starter, toCompanyId: to.companyId, answerers: cast.membersOf.get(to.companyId) ?? [to] };
}

/** A reader's read mark and place: most read, some read up to an earlier message, some never. */
function stateOf(random: Random, userId: number, sent: PlannedMessage[]): PlannedState | null {
  const last = sent[sent.length - 1];
  if (!last) return null;
  const roll = random.next();
  const byOthers = sent.filter((m) => m.author.id !== userId);
  const earlier = byOthers[byOthers.length - 2];
  let lastReadAt: Date | null;
  if (last.author.id === userId || roll < 0.65) lastReadAt = last.sentAt;
  else if (roll < 0.8 && earlier) lastReadAt = earlier.sentAt;
  else lastReadAt = null;
  const place = random.next();
  const archived = place < 0.1;
  const folder = !archived && place < 0.18 ? random.int(0, SCALE_FOLDERS.length - 1) : null;
  if (lastReadAt === null && !archived && folder === null) return null;
  return { userId, lastReadAt, archived, folder };
}

/** Thread `index` of the set: pure, so every machine and every run gets the same one. */
export function planThread(cast: Cast, index: number, messageCount: number, now: Date): PlannedThread {
  const random = createRandom(SCALE_MESSAGING_SEED + index);
  const { starter, toCompanyId, answerers } = sides(random, cast, index);
  const code = `TB-${random.int(100, 999)}`;
  const subject = fill(random, random.pick(SUBJECTS), code);
  // Recent threads are denser: the start is up to two years back, squared towards now.
  let at = now.getTime() - random.next() ** 2 * 730 * DAY - MINUTE;
  const gaps = Array.from({ length: messageCount }, () => random.int(5, 48 * 60) * MINUTE);
  const span = gaps.reduce((sum, g) => sum + g, 0);
  at = Math.min(at, now.getTime() - span - MINUTE);
  const participants = new Map<number, CastMember>([[starter.id, starter]]);
  if (toCompanyId === null) for (const a of answerers) participants.set(a.id, a);
  const messages: PlannedMessage[] = [];
  for (let k = 0; k < messageCount; k += 1) {
    const author = k % 2 === 0 ? starter : random.pick(answerers);
    participants.set(author.id, author);
    messages.push({ author, body: body(random, code), sentAt: new Date(at) });
    at += gaps[k] ?? MINUTE;
  }
  const states: PlannedState[] = [];
  const notified: PlannedThread['notified'] = [];
  const lastAuthor = messages[messages.length - 1]?.author.id;
  for (const person of participants.values()) {
    const state = stateOf(random, person.id, messages);
    if (state) states.push(state);
    if (person.id === lastAuthor) continue;
    const unread = state?.lastReadAt?.getTime() !== messages[messages.length - 1]?.sentAt.getTime();
    if (unread || random.chance(0.3)) notified.push({ userId: person.id, read: !unread });
  }
  // sponsor.admin reads most of their company inbox without taking part.
  if (toCompanyId === cast.heavy.companyId && !participants.has(cast.heavy.id)) {
    const state = stateOf(random, cast.heavy.id, messages);
    if (state) states.push(state);
  }
  return { subject, starter, toCompanyId, participants: [...participants.values()], messages, states, notified };
}
