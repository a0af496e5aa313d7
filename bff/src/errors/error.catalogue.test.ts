import { describe, expect, it } from 'vitest';
import { modules } from '../__generated__/modules.js';
import { CATALOGUE } from './error.catalogue.js';
import { ERROR_CODES } from './error.codes.js';

const declaring = modules.flatMap((module) => (module.errors ? [[module.name, module.errors] as const] : []));

describe('CATALOGUE', () => {
  it.each(declaring)('holds every code and entry the %s feature declares', (_name, errors) => {
    for (const code of errors.codes ?? []) expect(ERROR_CODES).toContain(code);
    for (const [upstream, entry] of Object.entries(errors.catalogue ?? {})) expect(CATALOGUE[upstream]).toEqual(entry);
  });
});
