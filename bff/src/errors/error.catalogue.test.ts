import { describe, expect, it } from 'vitest';
import { modules } from '../__generated__/modules.js';
import { CATALOGUE } from './error.catalogue.js';
import { ERROR_CODES } from './error.codes.js';
import { mapUpstreamError } from './upstream.errors.js';

const declaring = modules.flatMap((module) => (module.errors ? [[module.name, module.errors] as const] : []));
const featureEntries = declaring.flatMap(([name, errors]) =>
  Object.entries(errors.catalogue ?? {}).map(([upstream, entry]) => [upstream, name, entry] as const),
);

describe('CATALOGUE', () => {
  it.each(declaring)('holds every code and entry the %s feature declares', (_name, errors) => {
    for (const code of errors.codes ?? []) expect(ERROR_CODES).toContain(code);
    for (const [upstream, entry] of Object.entries(errors.catalogue ?? {})) expect(CATALOGUE[upstream]).toEqual(entry);
  });

  it.each(featureEntries)('maps %s (the %s feature) as its entry says', (upstream, _name, entry) => {
    const bare = mapUpstreamError({ status: 409, body: { code: upstream } });
    expect([bare.extensions.code, bare.message, bare.extensions.upstreamCode]).toEqual([
      entry.code,
      entry.message,
      upstream,
    ]);
    const worded = mapUpstreamError({ status: 409, body: { code: upstream, message: 'The api’s words.' } });
    expect(worded.message).toBe('upstreamMessage' in entry ? 'The api’s words.' : entry.message);
  });
});
