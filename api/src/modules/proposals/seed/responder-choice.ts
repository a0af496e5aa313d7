import type { Random } from '../../../seed/prng.js';
import { type CompanyFacts, ROLE_IDS } from '../../company/index.js';
import type { RequestFacts } from './proposal-writer.js';

const DAY = 86_400_000;
const shares = (a: readonly string[], b: readonly string[]) => a.some((x) => b.includes(x));
const count = (a: readonly string[], b: readonly string[]) => a.filter((x) => b.includes(x)).length;
const DCT_PRODUCTS = ['Decentralized Trial Platform', 'Telemedicine Platform', 'eConsent', 'Patient Engagement App'];

/** How well a company fits a request (0: it would not answer): the work it does, its areas and where it is. */
export function fitScore(r: RequestFacts, c: CompanyFacts): number {
  const area = shares(c.therapeuticAreas, r.areas);
  const place = r.countries.includes(c.country) ? 2 : shares(c.regions, r.regions) ? 1 : 0;
  if (r.kind === 'SITE') {
    if (c.roleId === ROLE_IDS.site) return area && place > 0 ? 1 + place : 0;
    const runsSites = shares(c.services, ['Site Management', 'Patient Recruitment']);
    return c.roleId === ROLE_IDS.cro && runsSites && (area || place > 0) ? 1 : 0;
  }
  if (r.kind === 'SERVICE') {
    const matched = count(c.services, r.services);
    if (matched === 0 || c.roleId === ROLE_IDS.site) return 0;
    return c.roleId === ROLE_IDS.cro ? matched + (area ? 1 : 0) + (place > 0 ? 1 : 0) : 1;
  }
  if (c.roleId === ROLE_IDS.techProvider) {
    const matched = count(c.products, r.products);
    return matched > 0 ? 2 + matched : 0;
  }
  return c.roleId === ROLE_IDS.cro &&
    c.services.includes('Decentralized Trial Services') &&
    shares(r.products, DCT_PRODUCTS)
    ? 1
    : 0;
}

/** A Poisson draw (Knuth), for counts of things that arrive one by one. */
function poisson(random: Random, mean: number): number {
  const limit = Math.exp(-mean);
  let n = 0;
  for (let p = random.next(); p > limit; p *= random.next()) n += 1;
  return n;
}

/**
 * How many responses a request has had: a few days after publication most have one or two, after a
 * month three to six; at most 8. An awarded request has at least two (one won).
 */
export function responseCount(r: RequestFacts, random: Random, now: Date): number {
  const end = Math.min(now.getTime(), r.closesAt.getTime());
  const days = Math.max(0, (end - r.publishedAt.getTime()) / DAY);
  const n = Math.min(8, poisson(random, Math.min(3.5, 0.9 + days * 0.08)));
  return r.status === 'AWARDED' ? Math.max(2, n) : n;
}

/** `n` responders drawn among those that fit, the better fitting more often; never the poster's company. */
export function chooseResponders(
  r: RequestFacts,
  candidates: readonly CompanyFacts[],
  n: number,
  random: Random,
): CompanyFacts[] {
  let pool = candidates
    .filter((c) => c.id !== r.companyId)
    .map((c) => [c, fitScore(r, c) ** 2] as const)
    .filter(([, weight]) => weight > 0);
  const chosen: CompanyFacts[] = [];
  while (chosen.length < n && pool.length > 0) {
    const pick = random.weighted(pool);
    chosen.push(pick);
    pool = pool.filter(([c]) => c !== pick);
  }
  return chosen;
}
