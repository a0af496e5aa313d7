import { expect, it } from 'vitest';
import type { ErrorDeclarations } from '../errors/error.types.js';
import { mapUpstreamError } from '../errors/upstream.errors.js';

/** [status, body, expected code, expected message, expected upstreamCode (none for transport failures)] */
export type UpstreamRow = [number, unknown, string, string, string | number | undefined];

/**
 * The catalogue's table-driven test for one declaration (the platform's or a feature's): every
 * row maps as it says, and every entry the declaration holds has a row.
 */
export function itMapsEveryRow(declared: ErrorDeclarations, table: readonly UpstreamRow[]): void {
  it.each(table)(
    'maps status %i body %j to %s when the api answers it',
    (status, body, code, message, upstreamCode) => {
      const error = mapUpstreamError({ status, body });
      expect(error.message).toBe(message);
      expect(error.extensions.code).toBe(code);
      expect(error.extensions.upstreamCode).toBe(upstreamCode);
    },
  );

  it('covers every catalogue entry when the table is complete', () => {
    const tested = new Set(
      table.map(([, body]) => (typeof body === 'object' && body && 'code' in body ? String(body.code) : '')),
    );
    expect(Object.keys(declared.catalogue ?? {}).filter((key) => !tested.has(key))).toEqual([]);
  });
}
