import { describe, expect, it } from 'vitest';
import { errorsModule, mergeErrors } from './codegen-errors.mjs';

const platform = {
  source: 'errors/platform.errors.ts',
  codes: ['CONFLICT', 'BAD_USER_INPUT'],
  userFixable: ['BAD_USER_INPUT'],
  catalogue: { 409: { code: 'CONFLICT', message: 'Changed.' } },
};
const feature = (declared) => ({ source: 'modules/thing/thing.errors.ts', ...declared });

describe('mergeErrors', () => {
  it("merges the platform's and a feature's codes, fixable codes and entries, in that order", () => {
    const merged = mergeErrors([
      platform,
      feature({
        codes: ['THING_LOCKED'],
        userFixable: ['THING_LOCKED'],
        catalogue: {
          ThingLocked: { code: 'THING_LOCKED', message: 'Locked.', upstreamMessage: true },
          ThingTaken: { code: 'CONFLICT', message: 'Taken.' },
        },
      }),
    ]);
    expect(merged.codes).toEqual(['CONFLICT', 'BAD_USER_INPUT', 'THING_LOCKED']);
    expect(merged.userFixable).toEqual(['BAD_USER_INPUT', 'THING_LOCKED']);
    expect(merged.catalogue.map(({ source }) => source)).toEqual([platform.source, 'modules/thing/thing.errors.ts']);
    expect(errorsModule(merged)).toContain(
      '"ThingLocked": { code: "THING_LOCKED", message: "Locked.", upstreamMessage: true },',
    );
  });

  it.each([
    ['a code declared twice', { codes: ['CONFLICT'] }, /error code CONFLICT is declared twice/],
    [
      'an upstream code declared twice',
      { catalogue: { 409: { code: 'CONFLICT', message: 'Again.' } } },
      /upstream code 409 is declared twice/,
    ],
    [
      "another feature's code",
      { catalogue: { Other: { code: 'MESSAGE_FLOOD', message: 'x' } } },
      /neither its own code nor the platform's/,
    ],
    ['a fixable code it does not declare', { userFixable: ['CONFLICT'] }, /does not declare/],
  ])('fails on %s', (_case, declared, message) => {
    expect(() => mergeErrors([platform, feature(declared)])).toThrow(message);
  });
});
