import type { Random } from '../../../seed/prng.js';
import type { CompanyFacts } from '../../company/index.js';
import type { RequestKind } from '../requests.table.js';
import { INNOVATION_REQUESTS } from './innovation-requests.js';
import { type RequestTemplate, type RequestText, sceneOf } from './request-scene.js';
import { SERVICE_REQUESTS } from './service-requests.js';
import { SITE_REQUESTS } from './site-requests.js';

export type { RequestText } from './request-scene.js';

const TEMPLATES: readonly RequestTemplate[] = [...SITE_REQUESTS, ...SERVICE_REQUESTS, ...INNOVATION_REQUESTS];
/** Requests listed near one another that may not be written from the same template. */
const WINDOW = 12;

/** What sponsors and non-profits post most: sites and services, now and then an innovation. */
const KINDS: readonly (readonly [RequestKind, number])[] = [
  ['SITE', 4],
  ['SERVICE', 4],
  ['INNOVATION', 2],
];

/**
 * Writes requests for posters in the order they are listed: each from its poster's own areas,
 * indications, modalities and regions, of a kind drawn as sponsors post them, and never from a
 * template its neighbours used.
 */
export function createRequestWriter(random: Random, now: Date): (poster: CompanyFacts) => RequestText {
  const lastUsed = new Map<string, number>();
  let written = 0;
  const recent = (t: RequestTemplate) => written - (lastUsed.get(t.key) ?? -Infinity) <= WINDOW;
  return (poster) => {
    const kind = random.weighted(KINDS);
    const scene = sceneOf(poster, random, now);
    const fitting = random.sample(
      TEMPLATES.filter((t) => t.kind === kind && t.fits(scene)),
      TEMPLATES.length,
    );
    // A fresh template, else the one used longest ago.
    const template =
      fitting.find((t) => !recent(t)) ??
      [...fitting].sort((a, b) => (lastUsed.get(a.key) ?? -1) - (lastUsed.get(b.key) ?? -1))[0];
    if (!template) throw new Error(`No ${kind} request fits ${poster.name}`);
    written += 1;
    lastUsed.set(template.key, written);
    return template.write(scene);
  };
}
